/**
 * The show pages' own parts of every resource's slots, in one chunk that the show page loads with
 * it: the slots name them with `showPart` (show-part.ts), and the page table's `ResourceShow`
 * resolves them with the page (`preloadShowParts`). The lists read the slots registry but draw no
 * record page, and these parts bring antd's Card, Descriptions, Timeline and Progress with them.
 * A day's page loads a chunk of its own (stats-day.tsx).
 */
export { OrderHistory } from './orders/order-history';
export { OrderShowExtra } from './orders/order-show-extra';
export { OrderStatusActions } from './orders/order-status-actions';
export { PackageShowExtra } from './packages/package-show-extra';
export { PackageStatusActions } from './packages/package-status-actions';
export { StatsDay } from './stats/stats-day';
export { UserShowExtra } from './users/user-show-extra';
export { UserStatusActions } from './users/user-status-actions';
