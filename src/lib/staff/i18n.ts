/**
 * Translation in the back office (browser-safe): the page hands each island the texts of the staff member's language
 * (the back office catalogue and the API's messages, src/lib/server/staff/messages.ts), since the back office's
 * language is the staff member's choice, not the store of the path.
 */
import { fillParams, keyForSourceText } from '../i18n/errors.ts';
import type { StaffMessageKey } from '../i18n/messages/staff/sv.ts';

export type { StaffMessageKey };

/** The texts an island gets: back office keys and the API's `error.*` and `form.*` messages. */
export type StaffMessages = Readonly<Record<string, string>>;

/** Translates back office keys, and API messages (English catalogue texts) with `api`. */
export interface StaffTranslate {
  (key: StaffMessageKey, params?: Record<string, string | number>): string;
  /** An API answer's message in the staff member's language (unknown messages as they are). */
  api(message: string): string;
}

/** A translate function over the texts a page handed to its island. */
export function staffTranslator(messages: StaffMessages): StaffTranslate {
  const t = ((key: StaffMessageKey, params?: Record<string, string | number>) =>
    fillParams(messages[key] ?? key, params)) as StaffTranslate;
  t.api = (message) => {
    const found = keyForSourceText(message);
    const text = found ? messages[found.key] : undefined;
    return text ? fillParams(text, found!.params) : message;
  };
  return t;
}

/** The texts whose keys begin with one of `prefixes` (an island that needs a few gets only those). */
export function pickMessages(messages: StaffMessages, prefixes: readonly string[]): StaffMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  );
}
