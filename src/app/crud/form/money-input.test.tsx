// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../test/render';
import { MoneyInput } from './money-input';

beforeAll(stubBrowser);
afterEach(cleanup);

describe('MoneyInput', () => {
  it('shows cents as major units', () => {
    render(<MoneyInput aria-label="Unit price" value={1999} currency="EUR" />);
    expect(screen.getByLabelText('Unit price')).toHaveProperty('value', '19.99');
  });

  it('labels the amount with its currency and hints at the format while empty', () => {
    render(<MoneyInput aria-label="Unit price" currency="EUR" />);
    const input = screen.getByLabelText('Unit price');
    expect(input).toHaveProperty('value', '');
    expect(input.getAttribute('placeholder')).toBe('0.00');
    expect(screen.getByText('EUR')).toBeTruthy();
  });

  it('hands back integer cents for what a person types', () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Unit price" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Unit price'), { target: { value: '12.5' } });
    expect(onChange).toHaveBeenLastCalledWith(1250);
    fireEvent.change(screen.getByLabelText('Unit price'), { target: { value: '0.29' } });
    expect(onChange).toHaveBeenLastCalledWith(29);
  });

  it('hands back null when cleared', () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Unit price" value={100} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Unit price'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
