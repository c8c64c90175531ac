/**
 * The show pages' own parts of every resource's slots, in the show page's chunk: the slots name
 * them with `showPart` (show-part.ts), and `ResourceShow` (lazy-pages.ts) resolves them with the
 * page (`preloadShowParts`). The lists read the slots registry but draw no record page, and these
 * parts bring antd's Card, Descriptions, Timeline and Progress with them (13 KB gzip on the
 * orders list: `npm run bench:web -- --by-package`). A day's page loads a chunk of its own
 * (stats-day.tsx).
 */
export { OrderShowExtra } from '../orders/order-show-extra';
export { OrderStatusActions } from '../orders/order-status-actions';
export { PackageShowExtra } from '../packages/package-show-extra';
export { StatsDay } from '../stats/stats-day';
export { UserShowExtra } from '../users/user-show-extra';
export { UserStatusActions } from '../users/user-status-actions';
