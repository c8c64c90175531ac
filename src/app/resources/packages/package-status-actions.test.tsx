// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../../resources';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../../crud/test/render';
import { PackageStatusActions } from './package-status-actions';

beforeAll(stubBrowser);
afterEach(cleanup);

const outForDelivery = {
  id: 3,
  version: 5,
  status: 'out_for_delivery',
  city: 'Berlin',
  country: 'DE',
  lat: 52.52,
  lng: 13.405,
  lastLocation: { city: 'Berlin', lat: 52.52, lng: 13.405 },
};

/** Opens the move to `to`, types `place` (unless undefined) and confirms; returns what was sent. */
async function move(to: string, place?: string) {
  const dataProvider = fakeDataProvider();
  renderInRefine(
    <PackageStatusActions resource={packages} record={outForDelivery} refresh={() => undefined} />,
    { dataProvider },
  );
  fireEvent.click(await screen.findByRole('button', { name: `Mark as ${to}` }));
  const field = await screen.findByRole('combobox', { name: 'Place' });
  if (place !== undefined) fireEvent.change(field, { target: { value: place } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
  return { field, sent: dataProvider.update.mock.calls[0]?.[0]?.variables };
}

describe('PackageStatusActions', () => {
  it("asks where, prefilled with the server's default, and then leaves the place to it", async () => {
    const { field, sent } = await move('Delivered');
    expect(field).toHaveProperty('value', 'Berlin');
    expect(sent).toEqual({ version: 5, status: 'delivered' });
  });

  it('sends a known place with its coordinates, any other name as the place alone', async () => {
    expect((await move('Failed attempt', 'Cologne')).sent).toEqual({
      version: 5,
      status: 'failed_attempt',
      lastLocation: { city: 'Köln', lat: 50.9375, lng: 6.9603 },
    });
    cleanup();
    expect((await move('Delivered', 'Depot Nord')).sent).toEqual({
      version: 5,
      status: 'delivered',
      eventLocation: 'Depot Nord',
    });
  });
});
