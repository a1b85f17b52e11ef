/** Builds the Astro server when dist/ is missing or older than the sources it is built from. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'dist', '.build-stamp');
const INPUTS = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

function walk(entry: string, out: string[]): void {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) {
      if (name.endsWith('.test.ts')) continue;
      walk(path.join(entry, name), out);
    }
  } else {
    out.push(`${entry}:${stat.size}:${Math.floor(stat.mtimeMs)}`);
  }
}

/** A fingerprint of every build input (paths, sizes, modification times). */
export function sourceFingerprint(): string {
  const files: string[] = [];
  for (const input of INPUTS) walk(input, files);
  return createHash('sha256').update(files.join('\n')).digest('hex');
}

/** True when dist/ matches the current sources. */
export function buildIsFresh(): boolean {
  if (!existsSync(path.join(root, 'dist', 'server', 'entry.mjs')) || !existsSync(STAMP)) return false;
  return readFileSync(STAMP, 'utf8').trim() === sourceFingerprint();
}

/** Runs `astro build` when needed; returns the seconds it took (0 when the build was fresh). */
export function buildIfStale(): number {
  if (buildIsFresh()) return 0;
  const started = Date.now();
  console.log('Building the shop (sources changed or no build yet)…');
  // Always a production build: Vite keeps a NODE_ENV it finds (vitest sets 'test'), and a build started from the test
  // runner then had import.meta.env.PROD false (GraphQL field suggestions on, React's development build).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, sourceFingerprint());
  return (Date.now() - started) / 1000;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildIfStale();
