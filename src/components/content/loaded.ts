import type { StoreCode } from '../../lib/store-view/config.ts';
import type { Loaded } from '../../lib/server/content/loaders.ts';

/**
 * What a content page shows of what its loader read: the entry (null unless it was found), the same page in the other
 * stores, and whether an editor is previewing it.
 */
export function loadedEntry<T>(data: Loaded<T>): {
  value: T | null;
  alternates: Partial<Record<StoreCode, string>>;
  preview: boolean;
} {
  return data.state === 'ok'
    ? { value: data.value, alternates: data.alternates, preview: data.req.preview?.enabled ?? false }
    : { value: null, alternates: {}, preview: false };
}
