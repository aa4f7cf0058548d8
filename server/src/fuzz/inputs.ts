import fc from 'fast-check';

/** Path parameters a route does not expect: numbers out of range, bad escapes, unicode, nothing. */
export const badParam = fc.oneof(
  fc.constantFrom('1e3', '-1', '0', '1.5', '%ff', '%00', '%', '..%2f..', 'NaN', 'Infinity', 'null', 'undefined', '[]', '{}', '99999999999999999999999', '9007199254740993', '0x10', ' 1', '', '😀', 'ß', 'a'.repeat(2000)),
  fc.integer().map(String),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
  fc.string({ maxLength: 20 }),
);

const queryKey = fc.oneof(fc.constantFrom('first', 'limit', 'offset', 'language', 'q', 'type', 'id', 'a[]', 'a[b]', '__proto__', 'constructor'), fc.string({ maxLength: 8 }));

/** A raw query string: repeated keys, array/object syntax, bad escapes. */
export const badQuery = fc
  .array(fc.tuple(queryKey, badParam), { maxLength: 6 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}` : ''));

const jsonLeaf = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.string({ maxLength: 30 }), fc.constantFrom(-1, 1e308, 2 ** 53 + 1, '', '1e3', '%ff'));

/** JSON bodies of the wrong type or shape: any value, objects with the usual field names, deep nesting. */
export const badJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom('email', 'password', 'name', 'actorId', 'id', 'amount', 'packageId', 'note', 'type', 'query', 'variables', 'language', 'filter', 'token', '__proto__'),
    fc.oneof(jsonLeaf, fc.array(jsonLeaf, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), jsonLeaf, { maxKeys: 3 })),
  ),
  fc.integer({ min: 50, max: 400 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
);

export interface RawBody {
  body?: string;
  contentType?: string;
}

/** A body as sent on the wire: JSON of a bad shape, broken JSON, a wrong or lying content type, a large one. */
export const badBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constant({}),
  badJson.map((value) => ({ body: typeof value === 'string' ? value : JSON.stringify(value), contentType: 'application/json' })),
  fc.string({ maxLength: 60 }).map((body) => ({ body, contentType: 'application/json' })),
  fc.tuple(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/xml', '*/*', 'garbage', ''),
  ).map(([body, contentType]) => ({ body, contentType })),
  fc.integer({ min: 100_000, max: 2_000_000 }).map((size) => ({ body: JSON.stringify({ email: 'x'.repeat(size) }), contentType: 'application/json' })),
);

const fieldName = (names: readonly string[]) => fc.oneof(fc.constantFrom(...names), fc.constantFrom('__typename', 'noSuchField', '__schema', 'id', 'name', 'items', 'total'));

const argValue = fc.oneof(
  fc.constantFrom('1', '-1', '1e3', '99999999999999999999', '"x"', '""', 'true', 'null', '[1, 2]', '{a: 1}', 'ENUM', '$v', '"%ff"', '"😀"'),
  fc.integer().map(String),
);

/** A GraphQL document that is nearly right: known top fields with wrong arguments, unknown fields, nesting, aliases, garbage. */
export function badDocument(fields: readonly string[]): fc.Arbitrary<string> {
  const selection: fc.Memo<string> = fc.memo((depth) =>
    fc
      .tuple(fieldName(fields), fc.array(fc.tuple(fc.constantFrom('first', 'id', 'type', 'modelId', 'status', 'language', 'x'), argValue), { maxLength: 3 }), depth > 1 ? fc.option(selection(depth - 1)) : fc.constant(null))
      .map(([name, args, inner]) => `${name}${args.length ? `(${args.map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}${inner ? ` { ${inner} }` : ''}`),
  );
  return fc.oneof(
    fc.tuple(fc.constantFrom('query', 'mutation', 'subscription', ''), fc.array(selection(4), { minLength: 1, maxLength: 4 })).map(([op, sel]) => `${op} { ${sel.join(' ')} }`),
    fc.tuple(fieldName(fields), fc.integer({ min: 2, max: 300 })).map(([name, count]) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${name}`).join(' ')} }`),
    fc.integer({ min: 10, max: 200 }).map((depth) => `{ ${'guest { '.repeat(depth)}id${' }'.repeat(depth)} }`),
    fc.string({ maxLength: 80 }),
    fc.constantFrom('{', '}', 'query ($v: Int) { alive }', 'fragment f on Query { ...f } { ...f }', '{ alive @skip(if: 1) }', '{ alive } { alive }'),
  );
}

/** The body of a GraphQL call: the document, variables of any type, an operation name that may not exist. */
export function badGraphqlBody(fields: readonly string[]): fc.Arbitrary<RawBody> {
  return fc.oneof(
    fc
      .record({ query: fc.oneof(badDocument(fields), jsonLeaf), variables: fc.option(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.dictionary(fc.constantFrom('v', 'id', 'first'), jsonLeaf))), operationName: fc.option(fc.oneof(jsonLeaf, fc.constant('Nope'))) }, { requiredKeys: ['query'] })
      .map((value) => ({ body: JSON.stringify(value), contentType: 'application/json' })),
    badBody,
  );
}

// A few of spec 001 §7.3's message types, so that the frames reach the handlers behind validation.
const SOCKET_TYPES = ['requestSession', 'ping', 'requestNotifications', 'sendMessage', 'chargeOneClick', 'markNotificationRead', 'sendSignupEmail', 'favouritePin', 'setPinnedActorNotification', 'loadChannels', 'filterChannels', 'archiveChannel'];

/** What a socket client may send: JSON messages of known and unknown types with bad fields, non-JSON, huge frames, binary. */
export const badFrame: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc
    .record({ type: fc.oneof(fc.constantFrom(...SOCKET_TYPES, '__proto__', ''), jsonLeaf), language: jsonLeaf, actorId: jsonLeaf, channelId: jsonLeaf, data: jsonLeaf, amount: jsonLeaf, target: jsonLeaf, limit: jsonLeaf, accessToken: jsonLeaf, guestId: jsonLeaf, includedGifts: fc.jsonValue({ maxDepth: 2 }) }, { requiredKeys: ['type'] })
    .map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 60 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 100_000, max: 2_000_000 }).map((size) => JSON.stringify({ type: 'sendMessage', text: 'x'.repeat(size) })),
);
