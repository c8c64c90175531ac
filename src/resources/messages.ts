/**
 * What the server says when it refuses a request, in English, by name. The server takes its
 * sentences from here (`say`), and a client finds a sentence's name and values again
 * (`recognise`) to say it in its reader's language; the API's bodies stay as SPEC §8 has them.
 * `{name}` is a value: `resource` is a resource's label, `from`, `to` and `allowed` that
 * resource's states, `orderStatus` and `packageStatus` a state of theirs.
 */
export const serverMessages = {
  fieldsNeedAttention: 'Some fields need attention',
  roleMayNot: 'Your role may not do this',
  internal: 'Something went wrong',
  noSuch: 'No such {resource}',
  clashes: 'This {resource} clashes with an existing one',
  changedMeanwhile: 'This {resource} was changed by someone else; reload it to see their changes',
  transition: 'A {from} {resource} cannot become {to}: it can move to {allowed}',
  transitionFinal: 'A {from} {resource} cannot become {to}: {from} is final',
  emailTaken: 'This email address is already in use',
  lastAdmin: 'This is the last active admin; make another admin first',
  ownStatus: 'You cannot disable your own account',
  ownRole: 'You cannot change your own role',
  ownDelete: 'You cannot delete your own account',
  customerHasOrders: 'This customer has orders',
  customerHasOrdersDisable: 'This customer has orders; disable the account instead',
  commonPassword: 'This password is too common; choose another',
  wrongPassword: 'This is not your current password',
  chooseCustomer: 'Choose an existing customer',
  shipsWithPackage: 'An order ships only with at least one package',
  deliveredWithPackages: 'An order is delivered only when all of its packages are delivered',
  orderLocked:
    'Customer, items and address may change only while the order is pending or confirmed',
  orderLeftCancel:
    'Order {number} cannot be deleted: its packages have left the warehouse; cancel it instead',
  orderLeft: 'Order {number} cannot be deleted: its packages have left the warehouse',
  orderKeepsPackage:
    'Order {number} cannot be deleted: a {orderStatus} order keeps at least one package',
  orderHasPackages: 'Order {number} has packages: delete them first',
  chooseOrder: 'Choose an existing order',
  orderTakesNoPackages: 'A {orderStatus} order takes no new packages',
  packageFinal: 'A {packageStatus} package is final: its details no longer change',
  returnOnly: 'After {count} failed attempts a package can only be returned',
  packageLeft:
    'Package {trackingNumber} has left the warehouse: only a package whose label is unused can be deleted',
  lastPackage: 'The {orderStatus} order needs this package: it is its last one',
  viewNameTaken: 'You already have a view of this list with this name',
  viewLimit: 'You keep at most {count} views; delete one first',
} as const;

export type ServerMessage = keyof typeof serverMessages;

/** The names of the values in `Text`'s `{name}` places. */
type Places<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Places<Rest>
  : never;

/** The values `name`'s sentence needs. */
export type MessageValues<Name extends ServerMessage> = Record<
  Places<(typeof serverMessages)[Name]>,
  string | number
>;

const place = /{(\w+)}/g;

/** The sentence `name` with its values in place. */
export function say<Name extends ServerMessage>(
  name: Name,
  ...[values]: [Places<(typeof serverMessages)[Name]>] extends [never] ? [] : [MessageValues<Name>]
): string {
  const text: string = serverMessages[name];
  const given = (values ?? {}) as Record<string, string | number>;
  return text.replace(place, (whole, key: string) => String(given[key] ?? whole));
}

/** A sentence read back: its name and the values in its places. */
export interface Recognised {
  name: ServerMessage;
  values: Record<string, string>;
}

let patterns: [ServerMessage, RegExp][] | undefined;

/** What a place may hold: a word, a state, a number such as ORD-000042; `allowed` lists states. */
const valueIn = (name: string) =>
  name === 'allowed' ? String.raw`\w+(?: or \w+)*` : String.raw`[\w-]+`;

/** `text` matched as it is written. */
const literal = (text: string) => text.replace(/[.*+?^$()[\]\\|{}]/g, '\\$&');

/** `text` as a pattern: its places as named groups, a place named twice the same value. */
function patternOf(text: string): RegExp {
  const seen = new Set<string>();
  let source = '';
  let last = 0;
  for (const match of text.matchAll(place)) {
    const name = match[1] ?? '';
    source += literal(text.slice(last, match.index));
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>${valueIn(name)})`;
    seen.add(name);
    last = (match.index ?? 0) + match[0].length;
  }
  source += literal(text.slice(last));
  return new RegExp(`^${source}$`);
}

/** The name and values of a sentence the server says; undefined for any other text. */
export function recognise(text: string): Recognised | undefined {
  patterns ??= Object.entries(serverMessages).map(([name, message]) => [
    name as ServerMessage,
    patternOf(message),
  ]);
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(text);
    if (match) return { name, values: { ...match.groups } };
  }
  return undefined;
}
