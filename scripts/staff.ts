/** `npm run staff`: staff accounts from the command line. More in README.md. */
import { parseArgs } from 'node:util';
import { cliActor } from '../src/lib/server/audit/service.ts';
import { findStaff, inviteStaff, listStaff, reenrolStaff, updateStaff } from '../src/lib/server/staff/accounts.ts';
import { runStaffCommand } from '../src/lib/server/ops/cli.ts';
import { isStaffRole, staffRoles } from '../src/lib/staff/roles.ts';
import { isStoreCode } from '../src/lib/store-view/config.ts';

const usage = `Usage:
  npm run staff -- add <email> --role ${staffRoles.join('|')} [--store sv|no|fi] [--name "Full Name"]
                                         a new staff account; prints its one-time sign-up link (3 days)
  npm run staff -- list                  every staff account with role, store and status
  npm run staff -- disable <email>       signs the account out and refuses its sign-ins
  npm run staff -- enable <email>        lets a disabled account sign in again
  npm run staff -- role <email> <role> [--store sv|no|fi|all]
                                         another role (and store limit); its sessions end
  npm run staff -- reenrol <email>       a new sign-up link: new password and authenticator (lost phone)`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { role: { type: 'string' }, store: { type: 'string' }, name: { type: 'string' } },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const [command, email, roleArgument, ...extra] = parsed.positionals;
const { values } = parsed;
const commands = ['add', 'list', 'disable', 'enable', 'role', 'reenrol'];
if (!command || !commands.includes(command)) fail(command ? `Unknown command '${command}'.` : 'No command.');
if (command !== 'list' && !email) fail(`${command} needs the staff member's e-mail address.`);
if (extra.length > 0 || (command !== 'role' && roleArgument !== undefined)) fail('Too many arguments.');
const role = command === 'role' ? roleArgument : values.role;
if ((command === 'add' || command === 'role') && !isStaffRole(role))
  fail(`${command} needs a role: ${staffRoles.join(', ')}.`);
const store = values.store === 'all' && command === 'role' ? null : values.store;
if (store !== undefined && store !== null && !isStoreCode(store)) fail(`Unknown store '${values.store}'.`);

const actor = cliActor(`npm run staff -- ${command}`);
const storeText = (code: string | null) => code ?? 'all stores';

await runStaffCommand(async () => {
  if (command === 'list') {
    const staff = await listStaff();
    if (staff.length === 0) console.log('No staff accounts yet: npm run staff -- add <email> --role admin');
    for (const s of staff)
      console.log(`${s.email}  ${s.role}  ${storeText(s.store_code)}  ${s.status}${s.name ? `  (${s.name})` : ''}`);
    return 0;
  }
  if (command === 'add') {
    const invited = await inviteStaff(
      { email, role, ...(store ? { store_code: store } : {}), ...(values.name ? { name: values.name } : {}) },
      actor,
    );
    console.log(`${invited.staff.email} (${invited.staff.role}, ${storeText(invited.staff.store_code)}) added.`);
    console.log(`One-time sign-up link, valid until ${invited.expires_at}:\n${invited.signup_link}`);
    return 0;
  }
  const found = await findStaff({ email: email! }).catch(() => undefined);
  if (!found) {
    console.error(`No staff account ${email}.`);
    return 1;
  }
  if (command === 'reenrol') {
    const invited = await reenrolStaff(found.id, actor);
    console.log(`${found.email} must sign up again; the old password and authenticator no longer work.`);
    console.log(`One-time sign-up link, valid until ${invited.expires_at}:\n${invited.signup_link}`);
    return 0;
  }
  const changes =
    command === 'role'
      ? { role, ...(store !== undefined ? { store_code: store } : {}) }
      : { status: command === 'disable' ? 'disabled' : 'active' };
  const updated = await updateStaff(found.id, changes, actor);
  console.log(`${updated.email}: ${updated.role}, ${storeText(updated.store_code)}, ${updated.status}.`);
  return 0;
});
