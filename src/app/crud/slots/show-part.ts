import type { ComponentType } from 'react';
import { lazyComponent } from '../../lazy-pages';
import type * as ShowParts from './show-parts';
import type { RecordSlotProps } from './types';

/**
 * A show-page part of a resource's slots (show-parts.ts), loaded through the show page's module so
 * that it comes with the show page's chunk and no other: a dynamic import of show-parts.ts itself
 * made the bundler split the code every first screen shares into more, smaller chunks (sign-in
 * +2.5 KB gzip, `npm run bench:web`). `preloadShowParts` resolves them with the page.
 */
export const showPart = (name: keyof typeof ShowParts) =>
  lazyComponent<RecordSlotProps>(() =>
    import('../resource-show').then(
      (module): ComponentType<RecordSlotProps> => module.showParts[name],
    ),
  );
