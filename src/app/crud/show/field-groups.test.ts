import { describe, expect, it } from 'vitest';
import { packages, stats, users } from '../../../resources';
import { slotsOf } from '../../resources';
import { showGroupsOf } from './field-groups';

describe("a show page's field groups", () => {
  it('split a record into its own fields, its address and its bookkeeping', () => {
    const groups = showGroupsOf(users);
    expect(groups.map((group) => group.key)).toEqual(['main', 'address', 'record']);
    expect(groups.find((group) => group.key === 'address')?.fields).toEqual([
      'street',
      'city',
      'postalCode',
      'country',
    ]);
    expect(groups.flatMap((group) => group.fields)).not.toContain('password');
  });

  it('put a lone city or country with the own fields, not in an address block', () => {
    expect(showGroupsOf(packages).map((group) => group.key)).toContain('address');
    const groups = showGroupsOf(packages, ['country']);
    expect(groups.map((group) => group.key)).not.toContain('address');
    expect(groups.find((group) => group.key === 'main')?.fields).toContain('city');
  });

  it("leave out what the resource's own parts show instead", () => {
    const hidden = slotsOf('users').hiddenOnShow ?? [];
    const shown = showGroupsOf(users, hidden).flatMap((group) => group.fields);
    expect(shown).not.toContain('email');
    expect(shown).toContain('role');
  });

  it("give a day of the stats no card of its own: its date is the page's title", () => {
    expect(showGroupsOf(stats)).not.toEqual([]);
    expect(showGroupsOf(stats, slotsOf('stats').hiddenOnShow)).toEqual([]);
  });
});
