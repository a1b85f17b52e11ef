import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = (args: string[], script = 'scripts/reviews.ts') =>
  promisify(execFile)(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: '/nonexistent-not-used' },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );

it('the moderation command explains its use and refuses bad arguments before opening the database', async () => {
  for (const args of [[], ['reject', 'x'], ['list', 'everything']]) {
    const result = await run(args);
    expect(result.code, args.join(' ')).toBe(2);
    expect(result.err).toContain('npm run reviews -- list');
  }
});

it('the restock command refuses bad arguments before opening the database', async () => {
  for (const args of [[], ['150001-000'], ['150001-000', '-1'], ['150001-000', '2.5']]) {
    const result = await run(args, 'scripts/restock.ts');
    expect(result.code, args.join(' ')).toBe(2);
    expect(result.err).toContain('npm run restock -- <sku> <qty>');
  }
});
