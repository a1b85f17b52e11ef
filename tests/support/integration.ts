/**
 * Helpers of the integration API's tests: keys made with the command staff use (`npm run api-key`, against a running
 * shop's database), and a webhook receiver that checks every delivery's signature as a receiver would.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { verifySignature } from '../../src/lib/server/webhooks/signature.ts';
import { guestOrderBody } from './order-body.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Where a command finds a running shop's database: its DATA_DIR (the embedded database, reached while the shop runs)
 * or the URL of its PostgreSQL.
 */
export type ShopDatabase = { dataDir: string } | { databaseUrl: string };

/**
 * Runs `npm run api-key -- …` against a running shop's database; answers its output (throws when it fails). Not a
 * blocking spawn: the test's idle connections to the shop must be able to notice that the shop closed them meanwhile.
 */
export async function apiKeyCommand(shop: ShopDatabase, args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if ('dataDir' in shop) env.DATA_DIR = shop.dataDir;
  else env.DATABASE_URL = shop.databaseUrl;
  try {
    const command = [path.join(root, 'scripts', 'api-key.ts'), ...args];
    const { stdout } = await promisify(execFile)(process.execPath, command, { cwd: root, encoding: 'utf8', env });
    return stdout;
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    throw new Error(`api-key ${args.join(' ')} failed (${failed.code}): ${failed.stderr ?? String(error)}`);
  }
}

/** Creates an integration key with the command and answers the key (shown once in its output) and its id. */
export async function createKey(
  shop: ShopDatabase,
  name: string,
  scopes: string[],
  rateLimit = 600,
): Promise<{ key: string; id: number }> {
  const out = await apiKeyCommand(shop, [
    'create',
    '--name',
    name,
    '--scopes',
    scopes.join(','),
    '--rate-limit',
    String(rateLimit),
  ]);
  const key = /^npk_\S+$/m.exec(out)?.[0];
  const id = Number(/Key #(\d+)/.exec(out)?.[1]);
  if (!key || !id) throw new Error(`no key in: ${out}`);
  return { key, id };
}

/** A delivery the receiver got. */
export interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** The signature checked out with the endpoint's secret, within five minutes. */
  signed: boolean;
  headerEventId: string | null;
  /** The receiver answered 2xx (it was not failing). */
  accepted: boolean;
}

/** A webhook receiver on a loopback port: verifies each delivery, answers 2xx while up (503 while `failing`). */
export interface Receiver {
  url: string;
  received: Received[];
  /** The secret to verify with (set once the endpoint is created). */
  secret: string;
  failing: boolean;
  /** Stops listening (connections refused) and starts again on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a receiver. */
export async function startReceiver(): Promise<Receiver> {
  let server: Server | undefined;
  let port = 0;
  const receiver: Receiver = {
    url: '',
    received: [],
    secret: '',
    failing: false,
    down: async () => {
      if (!server) return;
      const closing = server;
      server = undefined;
      closing.closeAllConnections();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    up: async () => {
      if (server) return;
      const next = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const signed = verifySignature(receiver.secret, body, request.headers['nordpeak-signature'] as string);
          try {
            const event = JSON.parse(body) as Pick<Received, 'id' | 'type' | 'data'>;
            receiver.received.push({
              ...event,
              signed,
              headerEventId: (request.headers['nordpeak-event-id'] as string | undefined) ?? null,
              accepted: !receiver.failing && signed,
            });
          } catch {
            receiver.received.push({
              id: '',
              type: 'not-json',
              data: {},
              signed,
              headerEventId: null,
              accepted: false,
            });
          }
          response.writeHead(receiver.failing ? 503 : signed ? 204 : 400).end();
        });
      });
      await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
      port = (next.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${port}/hooks/nordpeak`;
      server = next;
    },
    close: () => receiver.down(),
  };
  await receiver.up();
  return receiver;
}

/** The body of a guest order of `lines` (sku and qty) with home delivery and invoice. */
export function orderOf(lines: { sku: string; qty: number }[], tag = 'integration') {
  return guestOrderBody(lines, { orderId: `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e9)}` });
}
