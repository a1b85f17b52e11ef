import { storePath, type StoreCode } from '../store-view/config.ts';

/** Localized first path segments of the content routes. */
export const contentBases = {
  page: { sv: 'sida', no: 'sida', fi: 'page' },
  guide: { sv: 'kopguider', no: 'kjopsveiledninger', fi: 'guides' },
  magazine: { sv: 'magasin', no: 'magasin', fi: 'magazine' },
  activity: { sv: 'aktiviteter-lx', no: 'aktiviteter-lx', fi: 'activities-lx' },
  brands: { sv: 'varumarken', no: 'varumarken', fi: 'brands' },
  brand: { sv: 'varumarke', no: 'varumarke', fi: 'brand' },
  campaign: { sv: 'kampanjer', no: 'kampanjer', fi: 'campaigns' },
} as const satisfies Record<string, Record<StoreCode, string>>;

/** A kind of content route. */
export type ContentRouteKind = keyof typeof contentBases;

/** The store path of a content route: `contentPath('fi', 'magazine', 'hiihto')` → '/fi/magazine/hiihto'. */
export function contentPath(store: StoreCode, kind: ContentRouteKind, ...segments: string[]): string {
  const parts = [contentBases[kind][store], ...segments.map((s) => encodeURIComponent(s))];
  return storePath(store, `/${parts.join('/')}`);
}
