import fc from 'fast-check';

/** Text an attacker or a careless client sends: SQL, script, formulas, paths, odd unicode. */
export const sqlFragments = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "%' --",
  '\\',
  "' UNION SELECT passwordHash, 1 FROM users --",
  "' || (select passwordHash from users limit 1) || '",
  '$1',
  '?',
  ':name',
  '%_%',
  '*',
  '"*"',
  'NEAR(a b)',
  "orders_fts MATCH 'x'",
  "') OR 1=1 --",
  '1=1',
];

export const scriptFragments = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  "{{constructor.constructor('alert(1)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template injection is the point
  '${7*7}',
  '=HYPERLINK("http://evil.example")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-2+3',
  '</textarea><script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
];

export const oddUnicode = [
  '\u202eevil',
  'zero\u200bwidth',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧',
  'lone \ud800 surrogate',
  '\udfff',
  '\ufeffbom',
  'nul\u0000byte',
  'line\u2028separator',
  'ＦＵＬＬ',
  'İstanbul',
  'straße',
  'ΣΑΣ',
  '\t\n\r',
  '   ',
  '',
  '\u0000',
  '\x7f\x1b[31m',
];

/** Lengths at and around every text limit of SPEC §3 and the query limits. */
export const textLengths = [
  1, 2, 11, 12, 20, 21, 40, 41, 79, 80, 81, 120, 121, 128, 129, 200, 201, 254, 255, 500, 501, 1000,
  1001, 1024, 1025, 5000,
];

/** Numbers at and past every numeric limit, and the ones JavaScript gets wrong. */
export const edgeNumbers = [
  0,
  -0,
  -1,
  1,
  0.5,
  1.5,
  2,
  49,
  50,
  51,
  998,
  999,
  1000,
  300,
  301,
  70_000,
  70_001,
  90,
  90.0001,
  -90.0001,
  180,
  180.0001,
  -180.0001,
  1_000_000,
  1_000_001,
  100_000_000,
  100_000_001,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e300,
  -1e300,
  Number.MIN_VALUE,
  1e-7,
  -(2 ** 31),
  -(2 ** 53),
];

/** Number tokens JSON.parse reads oddly (±Infinity) or refuses. */
export const rawNumberTokens = ['1e999', '-1e999', '1.0', '1E400', '0x10', '01', 'NaN', '-', '1e'];

export const badDates = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '0000-01-01',
  '9999-12-31',
  '9999-99-99',
  '1970-01-01',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  '20260101',
  '2026-02-29',
  '2024-02-29',
  '-001-01-01',
  '+275760-09-13',
  '2026-06-30\n',
  ' 2026-06-30',
  '2026-06-31',
  '1900-02-29',
];

/** Keys that poison objects or name fields the server owns. */
export const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'isAdmin',
  'role',
  'passwordHash',
  'password',
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'number',
  'amount',
  'trackingNumber',
  'customerName',
  'orderNumber',
  'status',
  'actorId',
  '',
  ' ',
  'a.b',
  'items[0]',
  '$where',
];

/** Any hostile string, weighted towards the ones that find bugs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments) },
  { weight: 3, arbitrary: fc.constantFrom(...oddUnicode) },
  { weight: 2, arbitrary: fc.constantFrom(...badDates) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...textLengths), fc.constantFrom('x', 'é', '字', '😀', ' ', 'A1'))
      .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)),
  },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...edgeNumbers.map(String), ...rawNumberTokens) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...edgeNumbers) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);
