import { atom } from 'nanostores';
import { apiCall, ApiError, apiRuntime } from '../api-client/client.ts';
import { markPending } from '../offline/pending.ts';
import { hasIndexedDb, localDb, type SyncTask } from './db.ts';

/** Number of tasks waiting to be sent (shown while offline). */
export const $pendingTasks = atom(0);

function taskId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

async function refreshCount(): Promise<void> {
  if (!hasIndexedDb()) return;
  const db = await localDb();
  const all = await db.getAll('syncTasks');
  $pendingTasks.set(all.filter((t) => !t.transmited).length);
}

async function transmit(task: SyncTask): Promise<SyncTask> {
  const db = await localDb();
  try {
    const envelope = await apiCall(task.url, { method: task.method, body: task.payload, auth: task.auth });
    Object.assign(task, {
      transmited: true,
      result: envelope.result,
      resultCode: envelope.code,
      updated_at: Date.now(),
    });
  } catch (error) {
    if (error instanceof ApiError && error.network) return task; // stays queued until online
    const code = error instanceof ApiError ? error.code : 500;
    Object.assign(task, {
      transmited: true,
      result: (error as Error).message,
      resultCode: code,
      updated_at: Date.now(),
    });
  }
  await db.put('syncTasks', task);
  return task;
}

/**
 * Queues a call (the spec queues the profile update) and sends it at once when online. The task is stored with
 * `transmited: false` (offline it waits for `processQueue`, run on going online) and marked `transmited: true` with
 * its `result` and `resultCode` once answered.
 */
export async function queueTask(
  input: Pick<SyncTask, 'url' | 'payload'> & Partial<Pick<SyncTask, 'method' | 'auth'>>,
): Promise<SyncTask> {
  const now = Date.now();
  const task: SyncTask = {
    task_id: taskId(),
    url: input.url,
    method: input.method ?? 'POST',
    payload: input.payload,
    auth: input.auth ?? true,
    transmited: false,
    created_at: now,
    updated_at: now,
  };
  const db = await localDb();
  await db.put('syncTasks', task);
  const done = apiRuntime.isOnline() ? await transmit(task) : task;
  if (!done.transmited) markPending();
  await refreshCount();
  return done;
}

/** The number of tasks not sent yet. */
export async function unsentTaskCount(): Promise<number> {
  await refreshCount();
  return $pendingTasks.get();
}

/** Sends every queued task, oldest first (on going online). */
export async function processQueue(): Promise<SyncTask[]> {
  if (!hasIndexedDb() || !apiRuntime.isOnline()) return [];
  const db = await localDb();
  const waiting = (await db.getAll('syncTasks'))
    .filter((t) => !t.transmited)
    .sort((a, b) => a.created_at - b.created_at);
  const sent: SyncTask[] = [];
  for (const task of waiting) sent.push(await transmit(task));
  await refreshCount();
  return sent;
}

/** Drops every unsent task (the user token could not be refreshed). */
export async function clearUnsentTasks(): Promise<void> {
  if (!hasIndexedDb()) return;
  const db = await localDb();
  const tx = db.transaction('syncTasks', 'readwrite');
  for (const task of await tx.store.getAll()) if (!task.transmited) await tx.store.delete(task.task_id);
  await tx.done;
  await refreshCount();
}

/** Every stored task (tests and diagnostics). */
export async function allTasks(): Promise<SyncTask[]> {
  if (!hasIndexedDb()) return [];
  return (await localDb()).getAll('syncTasks');
}
