/**
 * Staff members for tests against a running shop, made as an operator makes them: `npm run staff -- add` on the
 * shop's DATA_DIR (its embedded database while it runs, or its DATABASE_URL), then the sign-up link over HTTP with
 * the first code computed from the authenticator secret (otpauth), as an app would.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOTP } from 'otpauth';
import type { StaffRole } from '../../src/lib/staff/roles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the shop under test keeps its data: its DATA_DIR, its database URL when it runs on a server, its address. */
export interface ShopPlace {
  baseUrl: string;
  dataDir: string;
  /** Set when the shop runs on a PostgreSQL server (not its embedded one). */
  databaseUrl?: string | undefined;
}

/**
 * Runs `npm run staff -- …` (the script itself, on Node 24) against the shop; answers its output, rejects on failure.
 * Asynchronous, so the test's idle connections to the shop are seen closing meanwhile (a blocked event loop would
 * reuse one the shop already closed).
 */
export function staffCommand(shop: ShopPlace, args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: shop.dataDir, PUBLIC_BASE_URL: shop.baseUrl };
  if (shop.databaseUrl) env.DATABASE_URL = shop.databaseUrl;
  else delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts', 'staff.ts'), ...args],
      { cwd: root, env },
      (error, stdout, stderr) =>
        error ? reject(new Error(`npm run staff -- ${args.join(' ')} failed: ${stderr}${stdout}`)) : resolve(stdout),
    );
  });
}

/** The token of the sign-up link a command printed. */
export function signupToken(output: string): string {
  const link = /https?:\/\/\S+\/staff\/valkommen#token=([A-Za-z0-9_-]+)/.exec(output);
  if (!link) throw new Error(`No sign-up link in: ${output}`);
  return link[1]!;
}

/** A signed-up staff member: credentials, the authenticator, and the headers of their session's calls. */
export interface StaffMember {
  email: string;
  password: string;
  recoveryCodes: string[];
  /** `cookie` (the session) and `origin` (the back office's own, as the browser sends it on writes). */
  headers: Record<string, string>;
  /** A code of the authenticator a step later than any used before (waits for the next step when needed). */
  nextCode(): Promise<string>;
}

/** An authenticator app for a TOTP secret that never gives the same time step twice. */
export function authenticator(secret: string): () => Promise<string> {
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  let lastStep = -1;
  return async () => {
    // A code of the next step is accepted too (clock drift), so a second sign-in rarely waits.
    for (;;) {
      const now = Date.now();
      const step = Math.max(lastStep + 1, Math.floor(now / 30_000));
      if (step <= Math.floor(now / 30_000) + 1) {
        lastStep = step;
        return totp.generate({ timestamp: step * 30_000 });
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
}

async function post(baseUrl: string, url: string, body: unknown): Promise<Response> {
  return fetch(new URL(url, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify(body),
  });
}

/** The session cookie a response set, as a `cookie` header value. */
export function sessionCookie(answer: { headers: Headers; status: number }): string {
  const set = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('np_staff='));
  if (!set) throw new Error(`No session cookie (status ${answer.status})`);
  return set.split(';')[0]!;
}

/**
 * Adds a staff member with the command and signs them up over HTTP (a password, a first code); answers the member
 * with their session.
 */
export async function addStaff(
  shop: ShopPlace,
  role: StaffRole,
  options: { email?: string; store?: string; password?: string } = {},
): Promise<StaffMember> {
  const email = options.email ?? `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.se`;
  const password = options.password ?? 'Fjällräv-Personal-2026!';
  const token = signupToken(
    await staffCommand(shop, ['add', email, '--role', role, ...(options.store ? ['--store', options.store] : [])]),
  );
  const opened = await post(shop.baseUrl, '/api/staff/signup', { token });
  const { result } = (await opened.json()) as { result: { secret: string } };
  const nextCode = authenticator(result.secret);
  const done = await post(shop.baseUrl, '/api/staff/signup/complete', { token, password, code: await nextCode() });
  const answer = (await done.json()) as { result: { recovery_codes: string[] } };
  if (done.status !== 200) throw new Error(`Sign-up of ${email} failed: ${JSON.stringify(answer)}`);
  return {
    email,
    password,
    recoveryCodes: answer.result.recovery_codes,
    headers: { cookie: sessionCookie(done), origin: new URL(shop.baseUrl).origin },
    nextCode,
  };
}

/** Signs a staff member in again (both steps); answers the new session's headers. */
export async function signIn(shop: ShopPlace, member: StaffMember, code?: string): Promise<Record<string, string>> {
  const first = await post(shop.baseUrl, '/api/staff/login', { email: member.email, password: member.password });
  const { result } = (await first.json()) as { result: { challenge: string } };
  const second = await post(shop.baseUrl, '/api/staff/login/verify', {
    challenge: result.challenge,
    code: code ?? (await member.nextCode()),
  });
  if (second.status !== 200) throw new Error(`Sign-in of ${member.email} failed: ${await second.text()}`);
  return { cookie: sessionCookie(second), origin: new URL(shop.baseUrl).origin };
}
