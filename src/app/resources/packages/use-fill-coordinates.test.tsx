// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../../resources';
import ResourceCreate from '../../crud/resource-create';
import { renderInRefine, stubBrowser } from '../../crud/test/render';

beforeAll(stubBrowser);
afterEach(cleanup);

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('a new package', () => {
  it('takes the coordinates of a city the shop knows, and keeps typed ones', async () => {
    renderInRefine(<ResourceCreate resource={packages} />, {
      route: { resource: 'packages', action: 'create' },
    });
    fireEvent.change(await screen.findByLabelText('City'), { target: { value: 'berlin' } });
    // The country is picked by name from the list, as a person does.
    const country = document.querySelector('#country') as HTMLInputElement;
    fireEvent.mouseDown(country);
    fireEvent.change(country, { target: { value: 'Germany' } });
    fireEvent.click(await screen.findByTitle('Germany (DE)'));
    await waitFor(() => expect(fieldValue('Latitude')).toBe('52.52'));
    expect(fieldValue('Longitude')).toBe('13.405');

    // Another known city replaces coordinates we filled ourselves.
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dresden' } });
    await waitFor(() => expect(fieldValue('Latitude')).toBe('51.0504'));

    // Typed coordinates are the operator's: a new city leaves them alone.
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '51.1' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Hamburg' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fieldValue('Latitude')).toBe('51.1');

    // An unknown city fills nothing.
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Atlantis' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fieldValue('Latitude')).toBe('');
  });
});
