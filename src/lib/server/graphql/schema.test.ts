import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema } from './schema.ts';

describe('schema.graphql', () => {
  it('is in step with the code-first schema (run npm run graphql:schema after a change)', () => {
    expect(readFileSync(new URL('../../../../schema.graphql', import.meta.url), 'utf8')).toBe(printedSchema());
  });
});
