import fc from 'fast-check';
import {
  hostileKeys,
  hostileNumber,
  hostileString,
  rawNumberTokens,
  scriptFragments,
  sqlFragments,
} from './values';

/**
 * A request body as a tree, serialised by hand so it can hold what JSON.stringify never writes:
 * duplicate keys, `__proto__` keys, raw tokens such as `1e999`, and plain broken text. `ref` nodes
 * name a value known only at run time (a live record's id or version).
 */
export type BodyNode =
  | { t: 'raw'; text: string }
  | { t: 'value'; value: unknown }
  | { t: 'ref'; name: string }
  | { t: 'array'; items: BodyNode[] }
  | { t: 'object'; entries: [string, BodyNode][] };

export type Refs = Record<string, unknown>;

const value = (v: unknown): BodyNode => ({ t: 'value', value: v });
export const ref = (name: string): BodyNode => ({ t: 'ref', name });
export const object = (entries: [string, BodyNode][]): BodyNode => ({ t: 'object', entries });
export const array = (items: BodyNode[]): BodyNode => ({ t: 'array', items });
export const v = value;

/** The JSON text of a body tree. */
export function serialize(node: BodyNode, refs: Refs): string {
  switch (node.t) {
    case 'raw':
      return node.text;
    case 'value':
      return JSON.stringify(node.value) ?? 'null';
    case 'ref':
      return JSON.stringify(refs[node.name] ?? null);
    case 'array':
      return `[${node.items.map((item) => serialize(item, refs)).join(',')}]`;
    case 'object':
      return `{${node.entries.map(([key, item]) => `${JSON.stringify(key)}:${serialize(item, refs)}`).join(',')}}`;
  }
}

/** Any hostile JSON value, nested a little. */
export const hostileNode: fc.Arbitrary<BodyNode> = fc.letrec<{ node: BodyNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString.map(value) },
    { weight: 3, arbitrary: hostileNumber.map(value) },
    { weight: 2, arbitrary: fc.constantFrom(null, true, false).map(value) },
    { weight: 1, arbitrary: fc.constantFrom(...rawNumberTokens).map((text) => raw(text)) },
    { weight: 1, arbitrary: fc.array(tie('node'), { maxLength: 4 }).map(array) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...hostileKeys), fc.string()), tie('node')), {
          maxLength: 4,
        })
        .map(object),
    },
  ),
})).node;

export const raw = (text: string): BodyNode => ({ t: 'raw', text });

/** Bodies that are not a JSON object at all, or not JSON. */
export const brokenBody: fc.Arbitrary<BodyNode> = fc.oneof(
  fc
    .constantFrom(
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"text"',
      '123',
      'true',
      '{"a":1,}',
      "{'a':1}",
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '[1,2,3]',
      '\u0000',
      '\ufeff{}',
    )
    .map(raw),
  fc.constantFrom(100, 5_000).map((depth) => raw('['.repeat(depth) + ']'.repeat(depth))),
  fc.constantFrom(5_000).map((depth) => raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
  fc.string({ unit: 'binary', maxLength: 60 }).map(raw),
  hostileNode,
);

/** A field → a generator of valid-looking values for it, used to build near-valid bodies. */
export type Shape = Record<string, fc.Arbitrary<BodyNode>>;

type Mutation =
  | { kind: 'set'; key: string; node: BodyNode }
  | { kind: 'drop'; key: string }
  | { kind: 'duplicate'; key: string; node: BodyNode }
  | { kind: 'extra'; key: string; node: BodyNode };

function mutation(fields: string[]): fc.Arbitrary<Mutation> {
  const field = fc.constantFrom(...fields);
  const anyKey = fc.oneof(field, fc.constantFrom(...hostileKeys), fc.string({ maxLength: 12 }));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant('set' as const), key: field, node: hostileNode }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), key: field }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('duplicate' as const),
        key: field,
        node: hostileNode,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('extra' as const), key: anyKey, node: hostileNode }),
    },
  );
}

function applyMutations(base: [string, BodyNode][], mutations: Mutation[]): BodyNode {
  let entries = [...base];
  for (const change of mutations) {
    if (change.kind === 'set')
      entries = entries.some(([key]) => key === change.key)
        ? entries.map(([key, node]) => [key, key === change.key ? change.node : node])
        : [...entries, [change.key, change.node]];
    else if (change.kind === 'drop') entries = entries.filter(([key]) => key !== change.key);
    else entries = [...entries, [change.key, change.node]];
  }
  return object(entries);
}

/**
 * A valid body (from `shape`) with up to three hostile mutations: a field set to junk, dropped,
 * sent twice, or an extra key. Zero mutations leaves a valid body, so some writes are accepted.
 */
export function nearValid(
  shape: Shape,
  optional: string[] = [],
  /** Weight of the unmutated body against 3 for a mutated one. */
  clean = 2,
): fc.Arbitrary<BodyNode> {
  const fields = Object.keys(shape);
  const base = fc
    .tuple(
      ...fields.map((key) =>
        optional.includes(key)
          ? fc.option(shape[key] as fc.Arbitrary<BodyNode>, { nil: undefined })
          : (shape[key] as fc.Arbitrary<BodyNode>),
      ),
    )
    .map((nodes) =>
      fields.flatMap((key, index) => {
        const node = nodes[index];
        return node === undefined ? [] : [[key, node] as [string, BodyNode]];
      }),
    );
  const mutations = fc.oneof(
    { weight: clean, arbitrary: fc.constant<Mutation[]>([]) },
    { weight: 3, arbitrary: fc.array(mutation(fields), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(base, mutations).map(([entries, changes]) => applyMutations(entries, changes));
}

/** Any body: mostly near-valid, some broken, some pure junk objects. */
export function hostileBody(shape: Shape, optional: string[] = []): fc.Arbitrary<BodyNode> {
  return fc.oneof(
    { weight: 70, arbitrary: nearValid(shape, optional) },
    { weight: 20, arbitrary: brokenBody },
    // Just over the 1 MiB body limit.
    { weight: 1, arbitrary: fc.constant(raw(`{"note":"${'x'.repeat(1024 * 1024)}"}`)) },
    {
      weight: 10,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...Object.keys(shape), ...hostileKeys), hostileNode), {
          maxLength: 6,
        })
        .map(object),
    },
  );
}

/** Valid text that is itself hostile: stored as given, and must come back inert. */
export const storableText = fc.oneof(
  fc.constantFrom(...sqlFragments, ...scriptFragments),
  fc.constantFrom('Berlin', 'São Paulo', 'Zürich', '東京'),
);
