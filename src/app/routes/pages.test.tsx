import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import {
  ActivityPage,
  DashboardPage,
  pageOfPath,
  ResourceList,
  resourcePageCode,
  SettingsPage,
} from './pages';
import { hasPage, resourcePages } from './paths';

describe('the page of a path, fetched from the start of a direct visit', () => {
  it('is the page the routes draw there, for every page of every resource', () => {
    let checked = 0;
    for (const resource of resources)
      for (const { page, path } of resourcePages) {
        if (!hasPage(resource, page)) continue;
        const Page = resourcePageCode[page];
        const at = `/${resource.name}${path ? `/${path.replace(':id', '42')}` : ''}`;
        expect(pageOfPath(at), at).toBe(Page);
        expect(pageOfPath(`${at}/`), `${at}/`).toBe(Page);
        checked++;
      }
    // Every resource has a list and a record page; orders and packages can also be written.
    expect(checked).toBeGreaterThan(resources.length * 2);
  });

  it('is the dashboard, settings or activity page at their paths, and none deeper', () => {
    expect(pageOfPath('/')).toBe(DashboardPage);
    expect(pageOfPath('/settings')).toBe(SettingsPage);
    expect(pageOfPath('/activity')).toBe(ActivityPage);
    expect(pageOfPath('/orders')).toBe(ResourceList);
    expect(pageOfPath('/orders/show/1/more')).toBeUndefined();
    expect(pageOfPath('/orders/unknown')).toBeUndefined();
  });
});
