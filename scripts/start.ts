/** `npm start`: a launcher. More in README.md. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const launched = Date.now();
let phaseStarted = launched;
/** Prints a finished phase with its time. */
const phase = (text: string) => {
  const now = Date.now();
  console.log(`${text} (${((now - phaseStarted) / 1000).toFixed(1)} s)`);
  phaseStarted = now;
};

const built = buildIfStale();
phase(built > 0 ? 'Built the shop' : 'Build is up to date');

/** The launch module of the server bundle (src/lib/server/ops/launch.ts). */
interface Launch {
  checkConfig(): void;
  openShopDatabase(phase: (text: string) => void): Promise<unknown>;
  serveShop(
    database: unknown,
    handler: (request: IncomingMessage, response: ServerResponse) => unknown,
    launched: number,
    clientDir: string,
  ): Promise<void>;
}
const serverDir = path.join(root, 'dist', 'server');
const launch = (await import(pathToFileURL(path.join(serverDir, 'launch.mjs')).href)) as Launch;
launch.checkConfig();
// The database server starts (and migrations run) while Astro's entry loads.
const opening = launch.openShopDatabase(phase);
// Our own HTTP server in front of Astro's handler (the adapter is built in middleware mode: it answers probes, cached
// pages and the build's files itself, Astro renders the rest).
const loading = import(pathToFileURL(path.join(serverDir, 'entry.mjs')).href).then(
  (entry: { handler: (request: IncomingMessage, response: ServerResponse) => unknown }) => {
    phase('Loaded the server');
    return entry;
  },
);
const [database, entry] = await Promise.all([opening, loading]);
await launch.serveShop(database, entry.handler, launched, path.join(root, 'dist', 'client'));
