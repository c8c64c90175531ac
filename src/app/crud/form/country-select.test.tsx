// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../test/render';
import { CountrySelect, countryMatches, countryOptions } from './country-select';

beforeAll(stubBrowser);
afterEach(cleanup);

/** The options the open picker shows, in order. */
const shown = () =>
  Array.from(document.querySelectorAll('.ant-select-item-option')).map(
    (option) => option.getAttribute('title') ?? '',
  );

function renderPicker(value?: string) {
  const onChange = vi.fn();
  render(<CountrySelect id="country" aria-label="Country" value={value} onChange={onChange} />);
  const input = document.querySelector('#country') as HTMLInputElement;
  const type = (text: string) => {
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: text } });
  };
  return { onChange, type };
}

describe('CountrySelect', () => {
  it('finds a country by its name and stores its code', async () => {
    const { onChange, type } = renderPicker();
    type('Germany');
    const option = await screen.findByTitle('Germany (DE)');
    // Typing a name no longer keeps its first two letters: Georgia (GE) is not on offer.
    expect(shown()).toEqual(['Germany (DE)']);
    fireEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith('DE');
  });

  it('finds a country by its code, the very code first', async () => {
    const { type } = renderPicker();
    type('de');
    await screen.findByTitle('Germany (DE)');
    expect(shown()[0]).toBe('Germany (DE)');
    expect(shown()).toContain('Bangladesh (BD)');
  });

  it('shows a stored code by its name, and hands back an empty value when cleared', () => {
    const onChange = vi.fn();
    const { container } = render(
      <CountrySelect aria-label="Country" value="FR" onChange={onChange} allowClear />,
    );
    expect(within(container).getByText('France (FR)')).toBeTruthy();
    fireEvent.mouseDown(container.querySelector('.ant-select-clear') as Element);
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('countryOptions', () => {
  it('names all 249 countries in the language of the page, sorted by name', () => {
    const german = countryOptions('de');
    expect(german).toHaveLength(249);
    expect(german).toContainEqual({ value: 'DE', label: 'Deutschland (DE)' });
    expect(german.findIndex((option) => option.value === 'AT')).toBeLessThan(
      german.findIndex((option) => option.value === 'PL'),
    );
    expect(countryOptions('en')).toContainEqual({ value: 'GB', label: 'United Kingdom (GB)' });
  });

  it('matches without minding case or accents', () => {
    const austria = countryOptions('de').find((option) => option.value === 'AT');
    expect(austria?.label).toBe('Österreich (AT)');
    expect(countryMatches('osterr', austria)).toBe(true);
    expect(countryMatches(' at ', austria)).toBe(true);
    expect(countryMatches('Deutschland', austria)).toBe(false);
  });

  it('finds a country by the names people type that are not its own: UK, USA', () => {
    const of = (code: string) => countryOptions('en').find((option) => option.value === code);
    expect(countryMatches('uk', of('GB'))).toBe(true);
    expect(countryMatches('England', of('GB'))).toBe(true);
    expect(countryMatches('USA', of('US'))).toBe(true);
    expect(countryMatches('uk', of('US'))).toBe(false);
  });
});
