/**
 * `npm run newsletter -- send <sv|no|fi> <subject> <text file> [html file]`: mails a newsletter issue to every
 * subscribed address of a store, each with its one-click unsubscribe link (List-Unsubscribe headers too).
 */
import { readFile } from 'node:fs/promises';
import { sendNewsletter } from '../src/lib/server/newsletter/send.ts';
import { runStaffCommand } from '../src/lib/server/ops/cli.ts';
import { isStoreCode } from '../src/lib/store-view/config.ts';

const usage = `Usage: npm run newsletter -- send <sv|no|fi> <subject> <text file> [html file]
  mails the issue to every subscribed address of the store (each with its unsubscribe link)`;
const [command, store, subject, textFile, htmlFile, ...extra] = process.argv.slice(2);
if (command !== 'send' || !store || !isStoreCode(store) || !subject?.trim() || !textFile || extra.length > 0) {
  console.error(usage);
  process.exit(2);
}

await runStaffCommand(async () => {
  let text: string;
  let html: string | undefined;
  try {
    text = await readFile(textFile, 'utf8');
    html = htmlFile ? await readFile(htmlFile, 'utf8') : undefined;
  } catch (error) {
    console.error(`Cannot read the issue: ${(error as Error).message}`);
    return 1;
  }
  if (!text.trim()) {
    console.error(`${textFile} is empty.`);
    return 1;
  }
  const sent = await sendNewsletter(store, { subject: subject.trim(), text, ...(html ? { html } : {}) });
  console.log(`${store}: the newsletter "${subject.trim()}" was written to the outbox for ${sent} subscriber(s).`);
  return 0;
});
