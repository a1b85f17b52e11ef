import type { Database } from './client.ts';
import { migrate, withMigrationLock } from './migrate.ts';
import { isSeeded, seedDemo } from '../seed/seed.ts';

/** What the start reports while it prepares the database. */
export interface PrepareHooks {
  /** Another process is migrating or seeding: this one waits for it. */
  onWait?: () => void;
  /** Migrations are applied. */
  onMigrated?: () => void;
  /** The database is empty: seeding starts (progress per phase follows). */
  onSeedStart?: () => void;
  onSeedProgress?: (phase: string, done: number, total: number) => void;
  onSeeded?: (result: { parents: number; sellable: number }) => void;
}

/**
 * Applies the pending migrations and seeds the demo shop when the database is empty, under one advisory lock: of
 * several instances starting together on one database, one migrates and seeds, the others wait and find it done.
 */
export async function prepareDatabase(database: Database, hooks: PrepareHooks = {}): Promise<void> {
  await withMigrationLock(
    database,
    async () => {
      await migrate(database);
      hooks.onMigrated?.();
      if (await isSeeded(database.db)) return;
      hooks.onSeedStart?.();
      const result = await seedDemo(database.db, hooks.onSeedProgress ? { onProgress: hooks.onSeedProgress } : {});
      hooks.onSeeded?.(result);
    },
    hooks.onWait,
  );
}
