import fc from 'fast-check';

/**
 * The hostile input the fuzz suites draw from: strings, values, dates and JSON bodies that have
 * broken other servers.
 */

/** Strings that have broken other servers: SQL, markup, paths, encodings, sizes, prototype keys. */
export const hostileStrings = [
  "' OR '1'='1",
  "'; drop table authors; --",
  '" or ""="',
  '\\',
  "%' union select null--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '\u0000',
  '%00',
  '\uD800',
  '\u202E',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '9'.repeat(400),
  '-1',
  'x'.repeat(70_000),
  '😀'.repeat(3_000),
  'a@b',
  'a'.repeat(64) + '@' + 'b'.repeat(250) + '.com',
];

/** Field names the server's forms and APIs read: random bodies built on them get past the first checks. */
export const fieldNames = [
  'email',
  'password',
  'name',
  'full_name',
  'message',
  'description',
  'client_id',
  'up_to',
  'city',
  'bio',
  'phone',
  'token',
  'type',
  'method',
  'data',
  'items',
  'consent',
  'grant_type',
  'username',
  'refresh_token',
  'status',
  'notes',
  'amount',
  'total_amount',
  'title',
  'author_id',
  'id',
  'app_metadata',
  'roles',
  '__proto__',
];

export const hostileValue = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0),
);
export const hostileJson = fc.oneof(
  fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
  fc
    .dictionary(fc.constantFrom(...fieldNames), fc.oneof(hostileValue, fc.array(hostileValue)))
    .map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"email":',
    '[',
    '',
    'null',
    '[]',
    '"string"',
    '{"a":' + '['.repeat(5_000) + ']'.repeat(5_000) + '}',
  ),
);

/** Dates PostgreSQL refuses (year 0), Date mangles (five-digit years, rollover) or nobody means. */
export const hostileDates = [
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '2026-02-30',
  '2026-02-29',
  '2024-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '275760-09-13',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  '',
];

/** Text a database cannot store or a reader misreads: NUL, lone surrogates, direction and zero-width marks. */
export const hostileText = [
  'a\u0000b',
  '\uDC00',
  'x\uD800y',
  '\u200B',
  '\u200F\u202Bevil\u202C',
  '\u202Egnp.exe',
  '\uFEFF',
  'e\u0301\u0301\u0301',
  '\r\n\r\nX-Injected: 1',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕿𝖊𝖘𝖙',
];

/** Arrays or objects nested `depth` deep. */
export const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** A field's value: hostile strings and dates, wrong types, nesting, or something plausible. */
export const hostileFieldValue = (plausible: readonly unknown[]) =>
  fc.oneof(
    { weight: 3, arbitrary: hostileValue },
    { weight: 3, arbitrary: fc.constantFrom(...hostileText, ...hostileDates) },
    { weight: 3, arbitrary: fc.constantFrom(...plausible) },
    { weight: 1, arbitrary: fc.constantFrom(nested(40), nested(2_000), [], {}, [null], { __proto__: null }) },
    { weight: 1, arbitrary: fc.array(fc.oneof(hostileValue, fc.constantFrom(...hostileText)), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...hostileText)), hostileValue, { maxKeys: 3 }),
    },
  );
