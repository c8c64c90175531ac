// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { ResourceShow } from '../routes/pages';
import { slotsOf } from '.';
import * as showParts from './show-parts';

type LazyPart = ComponentType & { preload: () => Promise<{ default: ComponentType }> };

describe("the resources' own show-page parts", () => {
  it('load with the show page, each the part its resource names', async () => {
    // A resource without a part of some kind is skipped, not an error (stats has no status actions).
    await expect(ResourceShow.preload()).resolves.toHaveProperty('default');
    const named = ['orders', 'packages', 'users', 'stats'].flatMap((resource) => {
      const { showExtra, statusActions, history } = slotsOf(resource);
      return [showExtra, statusActions, history].filter((part) => part !== undefined) as LazyPart[];
    });
    const loaded = await Promise.all(named.map((part) => part.preload()));
    expect(loaded.map((module) => module.default)).toEqual([
      showParts.OrderShowExtra,
      showParts.OrderStatusActions,
      showParts.OrderHistory,
      showParts.PackageShowExtra,
      showParts.PackageStatusActions,
      showParts.UserShowExtra,
      showParts.UserStatusActions,
      showParts.StatsDay,
    ]);
  });
});
