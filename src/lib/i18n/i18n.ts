import type { StoreCode } from '../store-view/config.ts';
import { fillParams, keyForSourceText } from './errors.ts';
import { catalogues } from './catalogues.ts';
import type { MessageKey } from './messages/sv.ts';

export type { MessageKey } from './messages/sv.ts';
export { catalogues };

/** A translate function bound to one store: pure, so it is safe per request. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Translates a key for a store, filling `{name}` parameters. */
export function translate(storeCode: StoreCode, key: MessageKey, params?: Record<string, string | number>): string {
  return fillParams(catalogues[storeCode][key], params);
}

/** A translate function for one store (created per request, never shared mutable state). */
export function createTranslate(storeCode: StoreCode): Translate {
  return (key, params) => translate(storeCode, key, params);
}

/** Shows an English API message in the store's language; unknown messages are shown as they are. */
export function translateApiMessage(storeCode: StoreCode, message: string): string {
  const found = keyForSourceText(message);
  return found ? translate(storeCode, found.key, found.params) : message;
}
