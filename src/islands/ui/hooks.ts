import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useMemo, useState } from 'react';
import { createTranslate, type Translate } from '../../lib/i18n/i18n.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';

/** False during server rendering and hydration, true after mount (render persisted state only then: no React #418). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** A store's value after mount, and `serverValue` before (what the server rendered). */
export function useAfterMount<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useMounted() ? value : serverValue;
}

/** The translate function of the island's store. */
export function useT(storeCode: StoreCode): Translate {
  return useMemo(() => createTranslate(storeCode), [storeCode]);
}
