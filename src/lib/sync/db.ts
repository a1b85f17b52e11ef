import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A queued call (product.md §3, Sync task); `transmited` keeps the specification's spelling. */
export interface SyncTask {
  task_id: string;
  url: string;
  method: 'POST' | 'DELETE';
  payload: unknown;
  /** Sends the user token with the call. */
  auth: boolean;
  transmited: boolean;
  created_at: number;
  updated_at: number;
  result?: unknown;
  resultCode?: number;
}

/** What the cart keeps in the browser between visits, per store. */
export interface StoredCart {
  storeCode: string;
  items: unknown[];
  serverToken: string | null;
  /** The server cart is a guest cart (false: the logged-in customer's cart). Missing in carts stored before it. */
  guest?: boolean;
  /** Hash of the lines as last synced with the server cart ('' or missing: not synced). */
  syncedHash?: string;
  couponCode: string | null;
}

/** The browser database: the cart (kept in indexed storage per contract.md §9) and the sync-task queue. */
export interface LocalDb extends DBSchema {
  cart: { key: string; value: StoredCart };
  syncTasks: { key: string; value: SyncTask };
}

const DB_NAME = 'nordpeak';
let opening: Promise<IDBPDatabase<LocalDb>> | null = null;

/** True where IndexedDB exists (not during server rendering). */
export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** Opens the browser database lazily, on first use. */
export function localDb(): Promise<IDBPDatabase<LocalDb>> {
  opening ??= openDB<LocalDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('cart', { keyPath: 'storeCode' });
      db.createObjectStore('syncTasks', { keyPath: 'task_id' });
    },
  });
  return opening;
}

/** Closes and forgets the connection (tests start from an empty database with a fresh IDBFactory). */
export async function closeLocalDb(): Promise<void> {
  const pending = opening;
  opening = null;
  if (pending) (await pending).close();
}
