import type { StoreCode } from '../store-view/config.ts';
import { fi } from './messages/fi.ts';
import { no } from './messages/no.ts';
import { sv, type MessageKey } from './messages/sv.ts';

/**
 * Every locale's catalogue, by store code (the server, tests). The browser build uses catalogues.client.ts
 * instead (the `nordpeak:client-catalogue` plugin in astro.config.mjs): only the visited store's language.
 */
export const catalogues: Record<StoreCode, Record<MessageKey, string>> = { sv, no, fi };
