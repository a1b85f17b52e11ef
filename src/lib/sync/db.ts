import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A queued call; `transmited` keeps the API's spelling. */
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

/** An order placed offline (or refused by a failing server), waiting in the browser to be sent. */
export interface OfflineOrder {
  /** The client-made order id: the server places an order once per id. */
  order_id: string;
  storeCode: string;
  /** Sent with the customer's token. */
  user: boolean;
  /** The hash that recognises the same order placed twice. */
  hash: string;
  /** How it is sent: absent, the POST /api/order body; 'payment', the completion of an approved payment (`PaidOrder`). */
  via?: 'payment';
  /** The POST /api/order body, or the payment completion's. */
  body: unknown;
  itemCount: number;
  created_at: number;
  transmited: boolean;
  /** waiting: to be sent; refused: the shop refused it (sold out, invalid address), `message` says why. */
  status: 'waiting' | 'refused';
  /** The API's English message of the last failed attempt. */
  message?: string;
}

/** The browser database: the cart (kept in indexed storage), the sync-task queue, offline orders. */
export interface LocalDb extends DBSchema {
  cart: { key: string; value: StoredCart };
  syncTasks: { key: string; value: SyncTask };
  offlineOrders: { key: string; value: OfflineOrder };
}

const DB_NAME = 'nordpeak';
let opening: Promise<IDBPDatabase<LocalDb>> | null = null;

/** True where IndexedDB exists (not during server rendering). */
export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** Opens the browser database lazily, on first use. */
export function localDb(): Promise<IDBPDatabase<LocalDb>> {
  opening ??= openDB<LocalDb>(DB_NAME, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('cart', { keyPath: 'storeCode' });
        db.createObjectStore('syncTasks', { keyPath: 'task_id' });
      }
      if (oldVersion < 2) db.createObjectStore('offlineOrders', { keyPath: 'order_id' });
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
