import type { RecordSlotProps } from '../crud/slots';
import { lazyComponent } from '../lib/lazy';
import type * as ShowParts from './show-parts';

/**
 * A show-page part of a resource's slots (show-parts.ts), loaded with every other resource's show
 * parts in one chunk: the lists read the slots registry but draw no record page, and one chunk
 * per part would split the code the first screens share into more, smaller chunks.
 * `preloadShowParts` (the registry) resolves them with the show page.
 */
export const showPart = (name: keyof typeof ShowParts) =>
  lazyComponent<RecordSlotProps>(() => import('./show-parts').then((module) => module[name]));
