// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderButton } from './header-button';

afterEach(cleanup);

describe('HeaderButton', () => {
  it('is a button that submits nothing, named by its label, with its icon before its text', () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={() => onClick('submitted')}>
        <HeaderButton icon={<svg aria-hidden data-icon />} onClick={() => onClick('clicked')}>
          Search
        </HeaderButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.firstElementChild?.hasAttribute('data-icon')).toBe(true);
    fireEvent.click(button);
    expect(onClick.mock.calls).toEqual([['clicked']]);
  });

  it('draws an icon alone as a square and text with antd’s padding', () => {
    render(
      <>
        <HeaderButton aria-label="Refresh" icon={<svg aria-hidden />} />
        <HeaderButton>Search</HeaderButton>
      </>,
    );
    const square = screen.getByRole('button', { name: 'Refresh' });
    expect(square.style.paddingInline).toBe('0');
    expect(square.style.minWidth).toBe(square.style.height);
    expect(screen.getByRole('button', { name: 'Search' }).style.paddingInline).toBe('15px');
  });

  it('takes the outlined and danger looks from the theme', () => {
    render(
      <>
        <HeaderButton variant="outlined">Search</HeaderButton>
        <HeaderButton danger>Stop</HeaderButton>
      </>,
    );
    const outlined = screen.getByRole('button', { name: 'Search' }).style;
    const danger = screen.getByRole('button', { name: 'Stop' }).style;
    expect(outlined.getPropertyValue('--header-button-border')).not.toBe('transparent');
    expect(danger.getPropertyValue('--header-button-border')).toBe('transparent');
    expect(danger.getPropertyValue('--header-button-text')).not.toBe(
      outlined.getPropertyValue('--header-button-text'),
    );
  });

  it('fires nothing when disabled', () => {
    const onClick = vi.fn();
    render(
      <HeaderButton disabled onClick={onClick}>
        Listen
      </HeaderButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
