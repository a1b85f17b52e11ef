import { storeViewForPath, type StoreCode } from '../store-view/config.ts';
import type { MessageKey } from './messages/sv.ts';

/**
 * The browser's catalogue: only the language of the store the page belongs to, loaded as its own chunk when an
 * island first needs a text (instead of all three languages). Replaces catalogues.ts in the browser build.
 */
const storeCode = storeViewForPath(location.pathname).storeCode;

async function load(code: StoreCode): Promise<Record<MessageKey, string>> {
  if (code === 'fi') return (await import('./messages/fi.ts')).fi;
  if (code === 'no') return (await import('./messages/no.ts')).no;
  return (await import('./messages/sv.ts')).sv;
}

/** The visited store's catalogue; the other stores' texts are never shown on this page. */
export const catalogues = { [storeCode]: await load(storeCode) } as Record<StoreCode, Record<MessageKey, string>>;
