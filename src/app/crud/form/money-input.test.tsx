// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { stubBrowser } from '../test/render';
import { MoneyInput } from './money-input';

beforeAll(stubBrowser);
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

const input = () => screen.getByLabelText('Unit price') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('MoneyInput', () => {
  it('shows cents in the currency as the totals do, and a plain figure while typing', () => {
    render(<MoneyInput aria-label="Unit price" value={123456} currency="EUR" />);
    expect(input().value).toBe('€1,234.56');
    fireEvent.focus(input());
    expect(input().value).toBe('1,234.56');
    fireEvent.blur(input());
    expect(input().value).toBe('€1,234.56');
  });

  it('hints at the format in the currency while empty', () => {
    render(<MoneyInput aria-label="Unit price" currency="GBP" />);
    expect(input().value).toBe('');
    expect(input().getAttribute('placeholder')).toBe('£0.00');
  });

  it('hands back integer cents for what a person types, a decimal comma too', () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Unit price" onChange={onChange} />);
    for (const [text, cents] of [
      ['12.5', 1250],
      ['0.29', 29],
      ['12,90', 1290],
      ['1,234.50', 123450],
    ] as const) {
      type(text);
      expect(onChange, text).toHaveBeenLastCalledWith(cents);
    }
  });

  it('hands back null when cleared, and NaN (no amount) for text that is none', () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Unit price" value={100} onChange={onChange} />);
    type('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    type('12,3,4');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
  });

  it('reads and shows German money in German', async () => {
    await setLanguage('de');
    const onChange = vi.fn();
    const { rerender } = render(
      <MoneyInput aria-label="Unit price" value={1290} currency="EUR" onChange={onChange} />,
    );
    expect(input().value).toBe('12,90\u00a0€');
    fireEvent.focus(input());
    type('1.234,5');
    expect(onChange).toHaveBeenLastCalledWith(123450);
    rerender(
      <MoneyInput aria-label="Unit price" value={123450} currency="EUR" onChange={onChange} />,
    );
    expect(input().value).toBe('1.234,5');
    fireEvent.blur(input());
    expect(input().value).toBe('1.234,50\u00a0€');
  });

  it('keeps text that is no amount as typed, away from the cursor too', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <MoneyInput aria-label="Unit price" value={1290} currency="EUR" onChange={onChange} />,
    );
    fireEvent.focus(input());
    type('abc');
    rerender(
      <MoneyInput aria-label="Unit price" value={Number.NaN} currency="EUR" onChange={onChange} />,
    );
    fireEvent.blur(input());
    expect(input().value).toBe('abc');
    // A value from elsewhere (a product picked, the form reset) replaces it.
    rerender(<MoneyInput aria-label="Unit price" value={499} currency="EUR" onChange={onChange} />);
    expect(input().value).toBe('€4.99');
  });
});
