/** Bad input over HTTP against the built shop, for every write call of the contract registry. More in README.md. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyContract, ContractExample } from '../../../src/lib/api-client/contract.ts';
import { apiContracts } from '../../../src/lib/api-client/contracts.ts';
import { holdsControlCharacter } from '../../../src/lib/forms/rules.ts';
import { keyForSourceText } from '../../../src/lib/i18n/errors.ts';
import { cartShippingMethodsContract, cartUpdateContract } from '../../../src/lib/cart/contract.ts';
import { newCart, newCustomer } from '../../support/customers.ts';
import { EXAMPLE_KEY_HEADER } from '../../../src/lib/integration/contract.ts';
import { SCOPE_NAMES } from '../../../src/lib/integration/scopes.ts';
import { keyPlace } from '../../support/integration-http.ts';
import { createKey } from '../../support/integration.ts';
import { invalid, shopDatabase, shopQuery, shopUrl, testRequest } from '../../support/http.ts';
import { addStaff } from '../../support/staff.ts';
import { httpShop } from '../../support/staff-http.ts';

/** The tables whose rows must not change (row count and content hash). */
const TABLES = [
  'carts',
  'cart_items',
  'cart_gift_cards',
  'coupons',
  'gift_cards',
  'orders',
  'order_items',
  'payment_sessions',
  'products',
  'stock_items',
  'categories',
  'url_rewrites',
  'cms_pages',
  'cms_blocks',
  'customers',
  'customer_addresses',
  'refresh_tokens',
  'password_reset_tokens',
  'newsletter_subscriptions',
  'reviews',
  'stock_alerts',
  'mail_outbox',
  'staff_users',
  'staff_invites',
  'staff_recovery_codes',
  'staff_login_challenges',
  'audit_log',
  'order_history',
  'order_stock',
  'shipments',
  'shipment_items',
  'refunds',
  'refund_items',
  'idempotency_keys',
  'webhook_endpoints',
  'webhook_events',
  'webhook_deliveries',
];

/**
 * Rows of a table that are a log of the calls themselves, not data a call changes: an integration key's calls are
 * logged (`api.…` entries of the audit log) also when the request is valid but finds nothing, e.g. an empty `limit`.
 */
const CALL_LOGS: Record<string, string> = { audit_log: "WHERE t.action NOT LIKE 'api.%'" };

/** Each table's row count and content hash, read in one statement (one connection, not one per table). */
const SNAPSHOT = TABLES.map(
  (table) =>
    `SELECT '${table}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM "${table}" t ${CALL_LOGS[table] ?? ''}`,
).join('\nUNION ALL ');

async function snapshot(): Promise<string[]> {
  const { rows } = await shopQuery(SNAPSHOT);
  const hashes = new Map((rows as { name: string; h: string }[]).map((row) => [row.name, row.h]));
  return TABLES.map((table) => `${table}=${hashes.get(table)}`);
}

/** Calls that take a JSON body (the ones without a body ignore it; cart.create creates a cart by design). */
const writeCalls = apiContracts.filter((c) => c.method !== 'GET' && c.body && !c.raw);

const NO_SUCH_CART = 'no-such-cart';
let cartId = '';
let token = '';
/** The session and Origin of an administrator: back office calls get junk past their sign-in. */
let staffHeaders: Record<string, string> = {};
/** An integration key with every scope: integration calls get junk past their key check. */
let integrationKey = '';
let fuzzCases = 0;

/** A contract's example acting on the fuzz cart and account. */
function target(example: ContractExample): ContractExample {
  const swap = (value: unknown): unknown => {
    if (value === NO_SUCH_CART) return cartId;
    if (value === EXAMPLE_KEY_HEADER.authorization && integrationKey) return `Bearer ${integrationKey}`;
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]));
    return value;
  };
  return swap(example) as ContractExample;
}

/** Wrong-typed and missing variants of each field of a body (depth first). */
function mutations(body: unknown, path: string[] = []): { label: string; body: unknown }[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const out: { label: string; body: unknown }[] = [];
  const setAt = (root: unknown, keys: string[], value: unknown | typeof REMOVE): unknown => {
    const [head, ...rest] = keys;
    const copy = { ...(root as Record<string, unknown>) };
    if (rest.length === 0) {
      if (value === REMOVE) delete copy[head!];
      else copy[head!] = value;
    } else copy[head!] = setAt(copy[head!], rest, value);
    return copy;
  };
  const walk = (value: unknown, keys: string[]) => {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const at = [...keys, key];
      const name = at.join('.');
      out.push({ label: `missing ${name}`, body: setAt(body, at, REMOVE) });
      const wrong =
        typeof child === 'string'
          ? [12345, ['x'], { $ne: 1 }]
          : typeof child === 'number'
            ? ['12x', -1e309, 1e21, true]
            : typeof child === 'boolean'
              ? ['yes']
              : Array.isArray(child)
                ? ['x', [[]]]
                : ['x', [], 5];
      for (const bad of wrong) out.push({ label: `${name}=${JSON.stringify(bad)}`, body: setAt(body, at, bad) });
      if (typeof child === 'string')
        out.push(
          { label: `${name} with NUL`, body: setAt(body, at, `a\u0000b`) },
          { label: `${name} with a lone surrogate`, body: setAt(body, at, `a\ud800b`) },
          { label: `${name} huge`, body: setAt(body, at, 'å'.repeat(60_000)) },
        );
      if (child && typeof child === 'object' && !Array.isArray(child)) walk(child, at);
    }
  };
  walk(body, path);
  return out;
}
const REMOVE = Symbol('remove');

/** Junk every write call gets (a string is sent as it is). */
const junkBodies: { label: string; body: unknown; contentType?: string }[] = [
  { label: 'malformed JSON', body: '{"cartItem": {"sku": ' },
  { label: 'not JSON at all', body: 'sku=150001&qty=1' },
  { label: 'not JSON, form content type', body: 'sku=150001&qty=1', contentType: 'application/x-www-form-urlencoded' },
  { label: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON array', body: '[1,2,3]' },
  { label: 'JSON string', body: '"text"' },
  { label: 'JSON number', body: '0' },
  { label: 'JSON true', body: 'true' },
  {
    label: '__proto__ smuggling',
    body: '{"__proto__": {"cartItem": {"sku": "150001-001", "qty": 1}, "email": "fuzz@example.se", "url": "/kundservice", "cart_id": "x", "isAdmin": true}}',
  },
  {
    label: 'constructor.prototype',
    body: '{"constructor": {"prototype": {"polluted": true, "email": "fuzz@example.se"}}}',
  },
  { label: 'deeply nested arrays', body: `${'['.repeat(30_000)}${']'.repeat(30_000)}` },
  { label: 'deeply nested objects', body: `${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}` },
  { label: 'over 100 KB', body: JSON.stringify({ padding: 'x'.repeat(110_000) }) },
  { label: 'NUL in a key', body: '{"a\\u0000b": 1}' },
  { label: 'lone low surrogate in a key', body: '{"a\\udc00": 1}' },
  { label: 'empty body', body: '' },
];

/**
 * True when the contract itself refuses the body (so the shop must answer a 4xx): not JSON, over 100 KB, a control
 * character, or failing the contract's body schema. Mutations the contract accepts (an optional field left out)
 * are not bad input and are not sent.
 */
function isJunk(contract: AnyContract, body: unknown): boolean {
  if (body instanceof Uint8Array) return true;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  // An empty body reads as `{}`: junk for a call whose body is required, which its schema must then refuse.
  if (text === '') return contract.bodyRequired !== false;
  if (new TextEncoder().encode(text).byteLength > 100 * 1024) return true;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return true;
  }
  if (holdsControlCharacter(parsed)) return true;
  return !contract.body!.safeParse(parsed).success;
}

/** Sends a contract's example with a body (a string or bytes as they are); a non-JSON answer is reported, not thrown. */
async function send(
  contract: AnyContract,
  example: ContractExample,
  body: unknown,
  contentType?: string,
  storeCode = 'sv',
): Promise<{ status: number; code: number; result: unknown; text: string }> {
  const raw = typeof body === 'string' || body instanceof Uint8Array;
  try {
    const answer = await testRequest(contract, {
      storeCode,
      params: example.params,
      query: example.query,
      ...(raw ? { rawBody: body } : body !== undefined ? { body } : {}),
      ...((contract.auth === 'optional' || contract.auth === 'required') && token ? { token } : {}),
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(contract.auth === 'staff' ? staffHeaders : {}),
        ...example.headers,
      },
    });
    return { ...answer, text: JSON.stringify(answer.result) };
  } catch (error) {
    return { status: 0, code: 0, result: undefined, text: String(error) };
  }
}

/** True when `text` is a catalogue message or one the contract names (`<…>` marks a variable part). */
function knownMessage(contract: AnyContract, text: unknown): boolean {
  if (typeof text !== 'string') return false;
  if (keyForSourceText(text)) return true;
  return Object.values(contract.otherErrors ?? {})
    .flat()
    .some((known) => {
      const pattern = known!
        .split(/<[^>]+>/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      return new RegExp(`^${pattern}$`).test(text);
    });
}

describe(`bad input over HTTP (${shopDatabase()} database)`, () => {
  afterAll(() => console.log(`[fuzz] ${fuzzCases} bad requests over HTTP to ${writeCalls.length} write calls`));

  beforeAll(async () => {
    cartId = await newCart();
    const line = await testRequest(cartUpdateContract, {
      query: { cartId },
      body: { cartItem: { sku: '150001-001', qty: 1 } },
    });
    expect(line.status).toBe(200);
    token = (await newCustomer('fuzz')).token;
    staffHeaders = (await addStaff(httpShop(), 'admin')).headers;
    integrationKey = (await createKey(keyPlace(), 'fuzz', [...SCOPE_NAMES], 100_000)).key;
  });

  it('names a missing field with the catalogue, never the validation library', async () => {
    const answer = await testRequest(cartShippingMethodsContract, {
      query: { cartId },
      body: invalid({ address: {} }),
    });
    expect(answer.status).toBe(400);
    expect({ code: answer.code, result: answer.result, meta: answer.meta }).toEqual({
      code: 400,
      result: 'Field is required',
      meta: { errors: [{ path: 'address.country_id', message: 'Field is required' }] },
    });
  });

  it('covers every write call', () => {
    expect(writeCalls.length).toBeGreaterThanOrEqual(25);
  });

  for (const contract of writeCalls) {
    it(`${contract.method} ${contract.path} (${contract.name}) answers junk with a catalogue 4xx and changes nothing`, async () => {
      const before = await snapshot();
      const example = target(contract.examples[0] ?? {});
      const more = contract.examples
        .slice(1)
        .map(target)
        .flatMap((other) => mutations(other.body));
      const cases = [...junkBodies, ...mutations(example.body), ...more].filter((junk) => isJunk(contract, junk.body));
      fuzzCases += cases.length;
      const failures: string[] = [];
      for (const junk of cases) {
        const answer = await send(contract, example, junk.body, (junk as { contentType?: string }).contentType);
        const ok =
          answer.status >= 400 &&
          answer.status < 500 &&
          answer.code === answer.status &&
          knownMessage(contract, answer.result);
        if (!ok) failures.push(`${junk.label}: ${answer.status} ${answer.text.slice(0, 160)}`);
      }
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });
  }
});

/** Junk values for query and path parameters. */
const junkValues = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'null',
  'undefined',
  '[]',
  '{}',
  "1' OR '1'='1",
  '1; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'ä'.repeat(3000),
  'x'.repeat(20_000),
  '😀'.repeat(500),
];

describe(`bad query and path parameters over HTTP (${shopDatabase()} database)`, () => {
  const calls = apiContracts.filter((c) => !c.raw && c.name !== 'cart.create');

  it('every call answers junk parameters and unknown stores with a catalogue answer, never a 5xx, and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;
    const check = async (
      label: string,
      contract: AnyContract,
      example: ContractExample,
      expectClientError: boolean,
      storeCode = 'sv',
    ) => {
      sent++;
      const body = contract.method === 'GET' ? undefined : (example.body ?? {});
      const answer = await send(contract, example, body, undefined, storeCode);
      const ok =
        answer.status > 0 &&
        answer.status < 500 &&
        answer.code === answer.status &&
        (answer.status < 300 ? !expectClientError : answer.status >= 400 && knownMessage(contract, answer.result));
      if (!ok) failures.push(`${contract.name} ${label}: ${answer.status} ${answer.text.slice(0, 140)}`);
    };
    for (const contract of calls) {
      const example = target(contract.examples[0] ?? {});
      for (const name of Object.keys(example.query ?? {})) {
        for (const value of junkValues)
          await check(
            `query ${name}=${value.slice(0, 12)}`,
            contract,
            { ...example, query: { ...example.query, [name]: value } },
            false,
          );
      }
      for (const name of Object.keys(example.params ?? {})) {
        for (const value of junkValues)
          await check(
            `param ${name}=${value.slice(0, 12)}`,
            contract,
            { ...example, params: { ...example.params, [name]: value } },
            false,
          );
      }
      for (const storeCode of ['xx', 'SV', "sv'--", 'x'.repeat(5000)]) {
        if (contract.storeQuery || contract.path.includes('{storeCode}'))
          await check(`storeCode=${storeCode.slice(0, 10)}`, contract, example, true, storeCode);
      }
    }
    console.log(`[fuzz] ${sent} requests with junk parameters to ${calls.length} calls`);
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("an address or headers over the server's 16 KB limit answer 431 with a catalogue message, not a bare status line", async () => {
    const longAddress = await fetch(new URL(`/api/catalog/sv/product/_search?q=${'x'.repeat(20_000)}`, shopUrl()));
    expect(longAddress.status).toBe(431);
    expect(await longAddress.json()).toEqual({ code: 431, result: 'The request address or headers are too long' });
    const longCookie = await fetch(new URL('/', shopUrl()), { headers: { cookie: `c=${'y'.repeat(20_000)}` } });
    expect(longCookie.status).toBe(431);
    expect(keyForSourceText(((await longCookie.json()) as { result: string }).result)?.key).toBe(
      'error.headersTooLarge',
    );
  });
});
