import { lazyComponent } from '../lib/lazy';

/**
 * The header's search palette, loaded when first opened or once the first screen has settled
 * (the page table's `preloadMenuPages`): its antd Modal (with rc-dialog) is no part of any first
 * screen.
 */
export const SearchPalette = lazyComponent(() =>
  import('./search-palette').then((module) => module.SearchPalette),
);
