import fc from 'fast-check';

/**
 * Hostile JSON for the write-endpoint fuzzer. Bodies are built as a small tree (not plain objects)
 * so that they can carry what `JSON.stringify` cannot: own `__proto__` keys, duplicate keys, raw
 * number literals such as `1e400` (parsed as Infinity) or `-0`, and multi-megabyte strings that
 * print shortly in a counterexample.
 */

/** A number literal written as is in the JSON text. */
export class RawNumber {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return this.text;
  }
}

/** A long string, kept as (unit, count) until serialized. */
export class Huge {
  constructor(
    readonly unit: string,
    readonly count: number,
  ) {}
  [fc.toStringMethod]() {
    return `${JSON.stringify(this.unit)}.repeat(${this.count})`;
  }
}

/** A JSON object as ordered entries: keys may be `__proto__`, `constructor` or repeated. */
export class Obj {
  constructor(readonly entries: [string, Hostile][]) {}
  [fc.toStringMethod]() {
    return abbreviate(toJson(this, true));
  }
}

export type Hostile = null | boolean | number | string | RawNumber | Huge | Obj | Hostile[];

/** The JSON text sent; `display` writes long strings as `"x".repeat(n)` (for failure reports). */
export function toJson(value: Hostile, display = false): string {
  if (value instanceof RawNumber) return value.text;
  if (value instanceof Huge) {
    return display ? value[fc.toStringMethod]() : JSON.stringify(value.unit.repeat(value.count));
  }
  if (value instanceof Obj) {
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v, display)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map((v) => toJson(v, display)).join(',')}]`;
  // NaN and ±Infinity become null, as JSON.stringify does.
  return JSON.stringify(value) ?? 'null';
}

export const abbreviate = (text: string, max = 600) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;

/** A plain JSON value (a valid body) as a tree that mutations can edit. */
export function fromPlain(value: unknown): Hostile {
  if (Array.isArray(value)) return value.map(fromPlain);
  if (value !== null && typeof value === 'object') {
    return new Obj(Object.entries(value).map(([k, v]) => [k, fromPlain(v)]));
  }
  return value as Hostile;
}

export type Path = (string | number)[];

/** Every path of the tree (containers and leaves), the root excluded. */
export function pathsOf(value: Hostile, prefix: Path = []): Path[] {
  const out: Path[] = [];
  if (value instanceof Obj) {
    for (const [k, v] of value.entries) {
      out.push([...prefix, k], ...pathsOf(v, [...prefix, k]));
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push([...prefix, i], ...pathsOf(v, [...prefix, i]));
    });
  }
  return out;
}

export const REMOVE = Symbol('remove');

/** A copy of `tree` with `path` replaced by `next` (or removed). Missing containers are left alone. */
export function setPath(tree: Hostile, path: Path, next: Hostile | typeof REMOVE): Hostile {
  if (path.length === 0) return next === REMOVE ? new Obj([]) : next;
  const [head, ...rest] = path;
  if (tree instanceof Obj && typeof head === 'string') {
    const found = tree.entries.some(([k]) => k === head);
    if (!found) {
      if (rest.length > 0 || next === REMOVE) return tree;
      return new Obj([...tree.entries, [head, next]]);
    }
    const entries: [string, Hostile][] = [];
    for (const [k, v] of tree.entries) {
      if (k !== head) entries.push([k, v]);
      else if (rest.length > 0) entries.push([k, setPath(v, rest, next)]);
      else if (next !== REMOVE) entries.push([k, next]);
    }
    return new Obj(entries);
  }
  if (Array.isArray(tree) && typeof head === 'number' && head < tree.length) {
    if (rest.length === 0 && next === REMOVE) return tree.filter((_, i) => i !== head);
    return tree.map((v, i) => (i === head ? setPath(v, rest, next as Hostile) : v));
  }
  return tree;
}

export function withEntries(tree: Hostile, extra: [string, Hostile][]): Hostile {
  return tree instanceof Obj ? new Obj([...tree.entries, ...extra]) : tree;
}

// ---------------------------------------------------------------- arbitraries

/** Keys an attacker tries: prototype pollution, mass assignment of server-owned columns, oddities. */
export const hostileKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'id',
      'marchand_id',
      'client_id',
      'user_id',
      'valide',
      'etat',
      'role',
      'is_admin',
      'password_hash',
      'total',
      'montant_a_payer',
      'prix',
      'created_at',
      'toString',
      'hasOwnProperty',
      '',
      ' ',
      'a.b',
      'options[0]',
      '$where',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
);

const rawNumbers = fc
  .constantFrom(
    '1e400',
    '-1e400',
    '1e-400',
    '-0',
    '0.0',
    '1.0',
    '1E+2',
    '0.1e1',
    '123456789012345678901234567890',
    '-123456789012345678901234567890',
    '9007199254740993',
    '2147483648',
    '-2147483649',
    '4.9e-324',
  )
  .map((t) => new RawNumber(t));

/** Quantities, prices, ids and percentages that are negative, fractional, huge or not numbers at all. */
export const hostileNumber: fc.Arbitrary<Hostile> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0.5,
    0.5,
    1.5,
    0.001,
    0.004,
    1e-7,
    5e-324,
    99.999,
    -2147483648,
    2147483647,
    2147483648,
    1e15,
    1e308,
  ),
  fc.integer(),
  fc.double(),
  rawNumbers,
  fc.constantFrom('1', '-1', '1.5', '0x10', '1e3', 'NaN', 'Infinity', '-Infinity', '١٢', ' 7 ', '7abc', ''),
);

const sampleText = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE clients; --",
  "' OR '1'='1",
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202etxt.exe',
  '%00',
  '%s%s%n',
  '../../../../etc/passwd',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'é'.normalize('NFD'),
  '🇩🇿🛒',
  'ﷺ',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '2024-13-01',
  '2024-1-1',
  '2024-01-01T00:00:00Z',
  'javascript:alert(1)',
  'http://',
  'https://exemple.dz/\u0000',
  'not-an-email',
  'a@b',
  '@exemple.dz',
  'x@exemple..dz',
);

/** Data URLs that must never reach the image decoder as an image, or that it must refuse. */
export const brokenDataUrl = fc.oneof(
  fc.constantFrom(
    'data:',
    'data:,',
    'data:image/png;base64,',
    'data:image/png;base64,====',
    'data:image/png;base64,!!!!',
    'data:image/png,rawbytes',
    'data:image/png;base64',
    `data:image/png;base64,${Buffer.from('iVBORw0KGgo=', 'base64').toString('base64')}`,
    `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}`,
    `data:text/html;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
    `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
    `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`,
    `data:image/webp;base64,${Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ').toString('base64')}`,
    `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString('base64')}`,
    `data:${'x'.repeat(300)};base64,AAAA`,
    `data:image/png;${'a=b;'.repeat(100)}base64,AAAA`,
    '/media/../../../etc/passwd',
    '/media/2020/01/00000000-0000-0000-0000-000000000000.webp',
    'https://exemple.dz/logo.png',
    'file:///etc/passwd',
  ),
  // Random bytes behind every label, and random bytes behind real magic numbers.
  fc
    .tuple(
      fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/octet-stream'),
      fc.constantFrom(
        [],
        [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
        [0xff, 0xd8, 0xff],
        [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
      ),
      fc.uint8Array({ maxLength: 200 }),
    )
    .map(
      ([type, magic, rest]) =>
        `data:${type};base64,${Buffer.concat([Buffer.from(magic), rest]).toString('base64')}`,
    ),
);

/** Long strings, from just over any field's limit to a few hundred kilobytes (the body limit is 12 MB). */
export const hugeString = fc
  .tuple(fc.constantFrom('x', 'é', '🛒', '<', '\u0000'), fc.integer({ min: 256, max: 300_000 }))
  .map(([unit, count]) => new Huge(unit, count));

export const hostileScalar: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom<Hostile>(null, true, false) },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 4, arbitrary: sampleText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: brokenDataUrl },
  { weight: 1, arbitrary: hugeString },
);

/** Any hostile JSON value, nested a few levels (arrays of objects of arrays…). */
export const hostileValue: fc.Arbitrary<Hostile> = fc.letrec<{ value: Hostile }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })
        .map((entries) => new Obj(entries)),
    },
  ),
})).value;

/** A value for a given field: image fields get broken data URLs more often. */
export function hostileFor(key: string | number | undefined): fc.Arbitrary<Hostile> {
  if (typeof key === 'string' && key.startsWith('url_')) {
    return fc.oneof({ weight: 2, arbitrary: brokenDataUrl }, { weight: 1, arbitrary: hostileValue });
  }
  return hostileValue;
}

/** Path parameters that are not ids: each must end as a 404, never a 500. */
export const hostileParam = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '9007199254740993',
  'abc',
  '__proto__',
  'constructor',
  ' 1',
  '0x10',
  'NaN',
  'Infinity',
  '\u0000',
  '1\u0000',
  "1'--",
  '<script>',
  '١',
  '1'.repeat(300),
);
