/**
 * The form widgets of every resource's slots, in one chunk for the create and edit pages. One
 * dynamic import per widget (and per show-page part) split the bundle into more, smaller shared
 * chunks: the sign-in page then loaded 7 KB more and the dashboard 12 KB (`npm run bench:web`).
 */
export { CustomerField } from '../orders/customer-field';
export { LineItemsEditor } from '../orders/line-items-editor';
export { OrderField } from '../packages/order-field';
export { PasswordField } from '../users/password-field';
