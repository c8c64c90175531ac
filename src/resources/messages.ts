import { serverMessages } from './message-catalogue';

export { serverMessages };

/** A key of the catalogue: what the server says, whatever its English words are. */
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

/** A message's values, as an error body carries them. */
export type Values = Record<string, string | number>;

/**
 * A message as the server answers it: its key and values, which a client translates, and its
 * English text. `String(said)` is the text.
 */
export class Said {
  constructor(
    readonly key: ServerMessage,
    readonly values: Values,
    readonly text: string,
  ) {}

  toString(): string {
    return this.text;
  }
}

const place = /{(\w+)}/g;

/** `key`'s English sentence with `values` in its places; a place without a value stays as it is. */
export function sentence(key: ServerMessage, values: Values = {}): string {
  const text: string = serverMessages[key];
  return text.replace(place, (whole, name: string) => String(values[name] ?? whole));
}

/** The message `name` with its values: its key, values and English sentence. */
export function say<Name extends ServerMessage>(
  name: Name,
  ...[values]: [Places<(typeof serverMessages)[Name]>] extends [never] ? [] : [MessageValues<Name>]
): Said {
  const given: Values = { ...((values ?? {}) as Values) };
  return new Said(name, given, sentence(name, given));
}

/** Whether `key` names a sentence of the catalogue (a key that came over the wire). */
export const isServerMessage = (key: unknown): key is ServerMessage =>
  typeof key === 'string' && Object.hasOwn(serverMessages, key);

/** A refinement's params in the shared schema: its English message and its key (`issueMessage`). */
export const keyed = (key: ServerMessage, values: Values = {}) => ({
  message: sentence(key, values),
  params: { messageKey: key, values },
});
