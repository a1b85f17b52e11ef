/** `npm test`. More in README.md. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requirePrerequisites } from './prerequisites.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, 'tests', '.tmp');
mkdirSync(tmp, { recursive: true });
await requirePrerequisites();

const run = (label: string, args: string[]) => {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
  );
  return result.status === 0;
};

let passed = 0;
let failed = 0;
const bin = (pkg: string, file: string) => path.join(root, 'node_modules', pkg, file);

const formatOk = run('format (prettier --check)', [
  bin('prettier', 'bin/prettier.cjs'),
  '--check',
  '--log-level',
  'warn',
  '.',
]);
formatOk ? passed++ : failed++;

const checkOk = run('type check (astro check)', [bin('astro', 'bin/astro.mjs'), 'check']);
checkOk ? passed++ : failed++;

const cyclesOk = run('import cycles (dpdm)', [
  bin('dpdm', 'lib/bin/dpdm.js'),
  '--no-warning',
  '--no-tree',
  '--transform',
  '--exit-code',
  'circular:1',
  'src/**/*.ts',
  'src/**/*.tsx',
]);
cyclesOk ? passed++ : failed++;

const vitestJson = path.join(tmp, 'vitest.json');
rmSync(vitestJson, { force: true });
const unitOk = run('unit and integration tests (vitest)', [
  bin('vitest', 'vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (!unitOk && (!existsSync(vitestJson) || failed === 0)) failed++;

const pwJson = path.join(tmp, 'playwright.json');
rmSync(pwJson, { force: true });
const e2eOk = run('browser tests (Playwright, Chromium)', [path.join(root, 'scripts', 'e2e.ts')]);
if (existsSync(pwJson)) {
  const report = JSON.parse(readFileSync(pwJson, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
}
if (!e2eOk && (!existsSync(pwJson) || failed === 0)) failed++;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(formatOk && checkOk && cyclesOk && unitOk && e2eOk ? 0 : 1);
