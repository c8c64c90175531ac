/** The id of the page's own part of the shell, which the skip link leads to. */
export const mainContentId = 'main-content';

/**
 * Moves the focus to the page's heading (its `h1`, or a record page's title); with `orPage`, to
 * the page itself while it has none. Whether something took the focus.
 */
export function focusPageHeading({ orPage = true } = {}): boolean {
  const main = document.getElementById(mainContentId);
  if (!main) return false;
  const heading = main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('h4');
  const target = heading ?? (orPage ? main : null);
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return true;
}
