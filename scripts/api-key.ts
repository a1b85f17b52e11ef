/**
 * `npm run api-key -- create --name <name> --scopes <scope,…> [--rate-limit <calls per minute>]`, `list`,
 * `revoke <id>`: the integration keys of other systems (ERP, warehouse, PIM). A new key is printed once; the shop
 * keeps only its hash. Works while the shop runs, on the embedded database too.
 */
import { parseArgs } from 'node:util';
import { getDb } from '../src/lib/server/db/client.ts';
import { ApiError } from '../src/lib/server/http/api.ts';
import { cliActor } from '../src/lib/server/audit/service.ts';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from '../src/lib/server/integration/keys.ts';
import { runStaffCommand } from '../src/lib/server/ops/cli.ts';
import { SCOPES, scopeSchema, type Scope } from '../src/lib/integration/scopes.ts';

const usage = `Usage:
  npm run api-key -- create --name <name> --scopes <scope,…> [--rate-limit <calls per minute, default 600>]
  npm run api-key -- list
  npm run api-key -- revoke <id>

Scopes:
${Object.entries(SCOPES)
  .map(([scope, meaning]) => `  ${scope.padEnd(16)} ${meaning}`)
  .join('\n')}`;

const fail = (message: string): never => {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
};

const [command, ...rest] = process.argv.slice(2);
let run: (() => Promise<number>) | undefined;
if (command === 'create') {
  let values: { name?: string; scopes?: string; 'rate-limit'?: string } = {};
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { name: { type: 'string' }, scopes: { type: 'string' }, 'rate-limit': { type: 'string' } },
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (!values.name) fail('create needs --name.');
  const scopes = (values.scopes ?? '')
    .split(',')
    .map((scope) => scope.trim())
    .filter(Boolean);
  if (scopes.length === 0) fail('create needs --scopes.');
  const unknown = scopes.filter((scope) => !scopeSchema.safeParse(scope).success);
  if (unknown.length > 0) fail(`Unknown scope ${unknown.join(', ')}.`);
  const rateLimit = values['rate-limit'] === undefined ? 600 : Number(values['rate-limit']);
  if (!Number.isInteger(rateLimit) || rateLimit < 1 || rateLimit > 100_000) fail('--rate-limit must be 1 to 100000.');
  run = async () => {
    const created = await createIntegrationKey(
      await getDb(),
      { name: values.name!, scopes: scopes as Scope[], rate_limit: rateLimit },
      cliActor('npm run api-key create'),
    );
    console.log(
      `Key #${created.id} "${created.name}" (${created.scopes.join(', ')}; ${created.rate_limit} calls a minute).`,
    );
    console.log('It is shown only now; the shop keeps only its hash:');
    console.log(created.key);
    return 0;
  };
} else if (command === 'list' && rest.length === 0) {
  run = async () => {
    const keys = await listIntegrationKeys(await getDb());
    if (keys.length === 0) console.log('No integration keys.');
    for (const key of keys)
      console.log(
        `#${key.id}  ${key.prefix}…  ${key.name}  [${key.scopes.join(', ')}]  ${key.rate_limit}/min  created ${key.created_at.slice(0, 10)} by ${key.created_by}` +
          `  last used ${key.last_used_at?.slice(0, 16).replace('T', ' ') ?? 'never'}${key.revoked_at ? `  REVOKED ${key.revoked_at.slice(0, 10)}` : ''}`,
      );
    return 0;
  };
} else if (command === 'revoke' && rest.length === 1 && /^\d{1,9}$/.test(rest[0]!)) {
  run = async () => {
    try {
      const key = await revokeIntegrationKey(await getDb(), Number(rest[0]), cliActor('npm run api-key revoke'));
      console.log(`Key #${key.id} "${key.name}" is revoked: calls with it are refused.`);
      return 0;
    } catch (error) {
      if (error instanceof ApiError && error.code === 404) {
        console.error(`No integration key #${rest[0]}.`);
        return 1;
      }
      throw error;
    }
  };
}
if (!run) fail(command ? `Unknown command or arguments: ${process.argv.slice(2).join(' ')}` : 'No command given.');

await runStaffCommand(run!);
