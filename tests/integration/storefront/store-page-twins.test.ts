import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Norway's and Finland's page files that share a path with a Swedish one are copies of it (Astro routes each
 * prefixed path from its own file); they must stay identical apart from the relative import depth, or one store
 * quietly behaves differently (the payment step once answered 302 instead of 303 in no and fi only).
 */
const pages = path.resolve(import.meta.dirname, '../../../src/pages');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
const normalised = (file: string) => readFileSync(file, 'utf8').replace(/(?:\.\.\/)+/g, '../');

describe('per-store page twins', () => {
  for (const store of ['no', 'fi']) {
    it(`${store}: every page with a Swedish twin is the same file`, () => {
      const twins = files(path.join(pages, store))
        .map((file) => ({ file, sv: path.join(pages, path.relative(path.join(pages, store), file)) }))
        .filter(({ sv }) => {
          try {
            return statSync(sv).isFile();
          } catch {
            return false;
          }
        });
      expect(twins.length).toBeGreaterThan(5);
      for (const { file, sv } of twins) expect(normalised(file), path.relative(pages, file)).toBe(normalised(sv));
    });
  }
});
