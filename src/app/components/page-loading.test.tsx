// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLoading } from './page-loading';

afterEach(cleanup);

describe('PageLoading', () => {
  it('says it is loading to a screen reader and draws the four turning dots', () => {
    const { container } = render(<PageLoading />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading');
    expect(container.querySelectorAll('.page-loading-dots[aria-hidden] > i')).toHaveLength(4);
  });
});
