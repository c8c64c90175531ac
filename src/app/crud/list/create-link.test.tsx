// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, stats } from '../../../resources';
import { usePermissionMap } from '../../components/use-permission-map';
import { renderInRefine, stubBrowser } from '../test/render';
import { CreateLink } from './create-link';

beforeAll(stubBrowser);

/** Shows once the role's permission map is there, so an absent link is an answer, not a wait. */
function MapLoaded() {
  return usePermissionMap() ? <span>map loaded</span> : null;
}
afterEach(cleanup);

describe("the list's Create link", () => {
  it("is a link to the resource's form for a role that may create", async () => {
    renderInRefine(<CreateLink resource={orders} />, { role: 'operator' });
    const link = await screen.findByRole('link', { name: 'Create' });
    expect(link.getAttribute('href')).toBe('/orders/create');
  });

  it('is not there for a role that may not create, nor for a resource without new records', async () => {
    for (const [resource, role] of [
      [orders, 'viewer'],
      [stats, 'admin'],
    ] as const) {
      renderInRefine(
        <>
          <CreateLink resource={resource} />
          <MapLoaded />
        </>,
        { role },
      );
      await screen.findByText('map loaded');
      expect(
        screen.queryByRole('link', { name: 'Create' }),
        `${resource.name}, ${role}`,
      ).toBeNull();
      cleanup();
    }
  });
});
