// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Panel } from './panel';

afterEach(cleanup);

describe('Panel', () => {
  it('draws a head with the title and the extra above the body', () => {
    const { container } = render(
      <Panel title="Recent orders" extra={<a href="/orders">All orders</a>}>
        <p>ORD-000001</p>
      </Panel>,
    );
    const head = container.querySelector('.panel-head');
    expect(head?.textContent).toBe('Recent ordersAll orders');
    expect(screen.getByRole('link', { name: 'All orders' })).toBeTruthy();
    // The body follows the head.
    expect(head?.nextElementSibling?.textContent).toBe('ORD-000001');
  });

  it('has no head without a title or an extra, and takes the caller’s style', () => {
    const { container } = render(
      <Panel style={{ height: '100%' }}>
        <p>631</p>
      </Panel>,
    );
    const panel = container.querySelector<HTMLElement>('.panel');
    expect(panel?.querySelector('.panel-head')).toBeNull();
    expect(panel?.style.height).toBe('100%');
    expect(panel?.textContent).toBe('631');
  });
});
