/**
 * antd's `Grid.useBreakpoint` (which of antd's breakpoints the window is at least as wide as,
 * updated as it resizes), taken from the hook's own module: antd's grid index, which `Grid` comes
 * from, also imports Row and Col, and the build's first-screen groups follow that import
 * (`build/first-screen-chunks.ts`), so `Grid` put the grid's components on every screen.
 */
export { default as useBreakpoint } from 'antd/es/grid/hooks/useBreakpoint';
