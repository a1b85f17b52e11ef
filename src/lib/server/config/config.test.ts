import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

it('defaults to port 8080 and the embedded database in DATA_DIR/db', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'np-cfg-'));
  const cfg = parseConfig({ DATA_DIR: dir });
  expect(cfg.port).toBe(8080);
  expect(cfg.databaseUrl).toBeUndefined();
  expect(cfg.embeddedDbDir).toBe(path.join(dir, 'pg'));
  expect(cfg.outboxDir).toBe(path.join(dir, 'outbox'));
});

it('generates the token secret once into the data directory', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'np-cfg-'));
  const first = parseConfig({ DATA_DIR: dir }).tokenSecret;
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(parseConfig({ DATA_DIR: dir }).tokenSecret).toBe(first);
  expect(readFileSync(path.join(dir, 'token-secret'), 'utf8').trim()).toBe(first);
});

it('reports every invalid value, one line each', () => {
  try {
    parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', TOKEN_SECRET: 'short' });
    expect.unreachable();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/REDIS_URL/);
    expect(problems.join('\n')).toMatch(/TOKEN_SECRET/);
  }
});
