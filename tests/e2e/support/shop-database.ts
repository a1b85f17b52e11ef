import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The database of the server under test, for what only the shop's staff does (there is no back office in the
 * shop): e.g. making a customer a Nordpeak Club member. The server's embedded PostgreSQL is found through its data
 * directory (E2E_DATA_DIR: the port in `pg/postmaster.pid`, the password in `pg-password`).
 */
export async function withShopDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run through npm run test:e2e)');
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nordpeak', password, database: 'nordpeak' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The customer group of Nordpeak Club members (tier prices), as the demo catalogue seeds it. */
export const CLUB_GROUP_ID = 2;

/** Makes the customer with this e-mail a Club member (staff's doing). */
export async function makeClubMember(email: string): Promise<void> {
  await withShopDatabase(async (client) => {
    const result = await client.query('UPDATE customers SET group_id = $1 WHERE email = $2', [CLUB_GROUP_ID, email.toLowerCase()]);
    if (result.rowCount !== 1) throw new Error(`No customer ${email}`);
  });
}
