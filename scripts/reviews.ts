/**
 * `npm run reviews -- list [pending|approved|rejected]`, `npm run reviews -- approve <id>…`,
 * `npm run reviews -- reject <id>…`: the moderation command of shop staff. Only approved reviews are shown.
 */
import { moderateReview, reviewsByStatus, type ReviewStatus } from '../src/lib/server/reviews/service.ts';
import { runStaffCommand } from '../src/lib/server/ops/cli.ts';

const usage = `Usage:
  npm run reviews -- list [pending|approved|rejected]   reviews waiting for moderation (default: pending)
  npm run reviews -- approve <id> [<id> …]              show the reviews on the product page
  npm run reviews -- reject <id> [<id> …]               never show them`;

const [command, ...rest] = process.argv.slice(2);
const statuses: ReviewStatus[] = ['pending', 'approved', 'rejected'];

if (!command || !['list', 'approve', 'reject'].includes(command)) {
  console.error(usage);
  process.exit(2);
}
const ids = rest.map(Number);
if (command !== 'list' && (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id < 1))) {
  console.error(`${command} needs one or more review ids (whole numbers).\n\n${usage}`);
  process.exit(2);
}
const status = (rest[0] ?? 'pending') as ReviewStatus;
if (command === 'list' && !statuses.includes(status)) {
  console.error(`Unknown status '${rest[0]}'.\n\n${usage}`);
  process.exit(2);
}

await runStaffCommand(async () => {
  if (command === 'list') {
    const found = await reviewsByStatus(status, 500);
    if (found.length === 0) console.log(`No ${status} reviews.`);
    for (const r of found) {
      const stars = r.ratings.map((x) => `${x.rating_name} ${x.value}/5`).join(', ') || 'no rating';
      console.log(
        `#${r.id}  product ${r.product_id}  [${r.store_code}]  ${r.created_at.slice(0, 10)}  ${r.nickname}  (${stars})`,
      );
      console.log(`    ${r.title}`);
      console.log(`    ${r.detail.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    return 0;
  }
  const target = command === 'approve' ? 'approved' : 'rejected';
  let exitCode = 0;
  for (const id of ids) {
    const review = await moderateReview(id, target);
    if (review) console.log(`Review #${id} ${target}.`);
    else {
      console.error(`No review #${id}.`);
      exitCode = 1;
    }
  }
  return exitCode;
});
