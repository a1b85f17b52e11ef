/** Where a successful answer differs from its contract, down to the fields. */
import type { z } from 'astro/zod';
import type { AnyContract } from '../../src/lib/api-client/contract.ts';

/** Where a successful answer differs from its contract: `result` (and `meta` where declared), each issue with its path. */
export function mismatches(
  contract: AnyContract,
  envelope: { result: unknown; meta?: unknown },
  call: string,
): string[] {
  const parts: [string, z.ZodType | undefined, unknown][] = [
    ['result', contract.result, envelope.result],
    ['meta', contract.meta, envelope.meta],
  ];
  return parts.flatMap(([name, schema, value]) => {
    if (!schema) return [];
    const parsed = schema.safeParse(value);
    return parsed.success
      ? []
      : leafIssues(parsed.error.issues).map(
          (issue) => `${call}: ${[name, ...issue.path.map(String)].join('.')}: ${issue.message}`,
        );
  });
}

/**
 * The issues down to their fields: of a union that matched no branch, those of the branch that came closest (its
 * literal tag matched, then the fewest issues).
 */
function leafIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ path, message: issue.message }];
    const distance = (branch: readonly z.core.$ZodIssue[]) =>
      branch.filter((i) => i.code === 'invalid_value').length * 1000 + branch.length;
    const closest = [...issue.errors].sort((a, b) => distance(a) - distance(b))[0]!;
    return leafIssues(closest, path);
  });
}
