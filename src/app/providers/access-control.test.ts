import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessControlProvider } from './access-control';
import { serverAnswers } from './fake-fetch';
import { forgetMe, type Me } from './identity';

const none = { list: false, show: false, create: false, edit: false, delete: false };
const viewer: Me = {
  user: { id: 3, name: 'Vera Viewer', email: 'viewer@example.com', role: 'viewer', phone: null },
  permissions: {
    orders: { ...none, list: true, show: true },
    users: none,
    activity: none,
  },
};

let fetch: ReturnType<typeof serverAnswers>;
beforeEach(() => {
  forgetMe();
  fetch = serverAnswers([200, viewer]);
});
afterEach(() => vi.unstubAllGlobals());

const can = (resource: string | undefined, action: string) =>
  accessControlProvider.can({ resource, action });

describe('accessControlProvider.can', () => {
  it('allows what the permission map allows', async () => {
    expect(await can('orders', 'list')).toMatchObject({ can: true });
    expect(await can('orders', 'show')).toMatchObject({ can: true });
  });

  it('refuses what the map refuses, with a reason', async () => {
    const result = await can('orders', 'edit');
    expect(result.can).toBe(false);
    expect(result.reason).toBeTruthy();
    expect(await can('users', 'list')).toMatchObject({ can: false });
    expect(await can('activity', 'list')).toMatchObject({ can: false });
  });

  it('maps refine actions to ours: clone is create, export is list', async () => {
    expect(await can('orders', 'clone')).toMatchObject({ can: false });
    expect(await can('orders', 'export')).toMatchObject({ can: true });
  });

  it('refuses an action it does not know', async () => {
    expect(await can('orders', 'publish')).toMatchObject({ can: false });
  });

  it('allows screens that are not resources (the dashboard)', async () => {
    expect(await can(undefined, 'list')).toMatchObject({ can: true });
    expect(await can('dashboard', 'list')).toMatchObject({ can: true });
  });

  it('refuses everything when nobody is signed in', async () => {
    forgetMe();
    serverAnswers([401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' }]);
    expect(await can('orders', 'list')).toMatchObject({ can: false });
  });

  it('asks the server once, then uses the cached map', async () => {
    await can('orders', 'list');
    await can('orders', 'edit');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
