import { contentBases } from '../../content/slugs.ts';
import { storePath, type StoreCode } from '../store-view/config.ts';

/** A kind of content route. */
export type ContentRouteKind = keyof typeof contentBases;

/** The store path of a content route: `contentPath('fi', 'magazine', 'hiihto')` → '/fi/magazine/hiihto'. */
export function contentPath(store: StoreCode, kind: ContentRouteKind, ...segments: string[]): string {
  const parts = [contentBases[kind][store], ...segments.map((s) => encodeURIComponent(s))];
  return storePath(store, `/${parts.join('/')}`);
}
