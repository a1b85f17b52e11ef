import { categoryDefs } from './categories.ts';
import { STORES, type CatalogBuilder } from './builder.ts';

const ROOT_NAMES = { sv: 'Alla produkter', no: 'Alle produkter', fi: 'Kaikki tuotteet' };

/** The category tree: root 1 (global) → 2 (default root) → the shop's categories, with their texts per store. */
export function addCategories(builder: CatalogBuilder): void {
  const { rows, categoryByKey } = builder;
  const node = { isActive: true, includeInMenu: false, icon: null, image: null };
  rows.categories.push({ id: 1, parentId: null, path: '1', level: 0, position: 0, ...node });
  rows.categories.push({ id: 2, parentId: 1, path: '1/2', level: 1, position: 0, ...node });
  for (const store of STORES) {
    const rootName = ROOT_NAMES[store];
    rows.categoryTranslations.push({
      categoryId: 2,
      storeCode: store,
      name: rootName,
      urlKey: 'root',
      urlPath: 'root',
      slug: 'root',
      description: '',
      metaTitle: rootName,
      metaDescription: '',
    });
  }
  categoryDefs.forEach((def, index) => {
    const parent = def.parentKey ? categoryByKey.get(def.parentKey)! : undefined;
    const parentRow = parent ? rows.categories.find((r) => r.id === parent.id)! : rows.categories[1]!;
    rows.categories.push({
      id: def.id,
      parentId: parentRow.id,
      path: `${parentRow.path}/${def.id}`,
      level: parentRow.level + 1,
      position: index,
      isActive: true,
      includeInMenu: def.key !== 'campaign', // campaigns have their own menu entry (/kampanjer)
      icon: def.icon ?? null,
      image: def.icon ? `/category/${def.icon}.svg` : null,
    });
    for (const store of STORES) {
      const urlPath = parent ? `${parent.urlKeys[store]}/${def.urlKeys[store]}` : def.urlKeys[store];
      const name = def.names[store];
      const description = {
        sv: `Upptäck ${name.toLowerCase()} från våra nordiska favoritmärken – noga utvalt för skidor, löpning och friluftsliv.`,
        no: `Oppdag ${name.toLowerCase()} fra våre nordiske favorittmerker – nøye utvalgt for ski, løping og friluftsliv.`,
        fi: `Tutustu valikoimaamme: ${name.toLowerCase()} pohjoismaisilta suosikkimerkeiltämme hiihtoon, juoksuun ja ulkoiluun.`,
      }[store];
      rows.categoryTranslations.push({
        categoryId: def.id,
        storeCode: store,
        name,
        urlKey: def.urlKeys[store],
        urlPath,
        slug: urlPath.replace(/\//g, '-'),
        description,
        metaTitle: `${name} | Nordpeak`,
        metaDescription: description,
      });
    }
  });
}
