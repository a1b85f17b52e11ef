import { kindDefs, type Axis, type KindDef } from './kinds.ts';
import { Random, slugify } from './random.ts';
import {
  clothingSizes,
  colours,
  cushionings,
  drops,
  lasts,
  lengths,
  shoeSizes,
  TAX_CLASS,
  tastes,
  UTG_PHASED_OUT,
} from './reference.ts';
import { DAY, STORES, type CatalogBuilder, type Special, type Store } from './builder.ts';

const AXIS_ATTRIBUTE: Record<Axis, { code: string; id: number }> = {
  colour: { code: 'ls_farg', id: 101 },
  clothingSize: { code: 'ls_storlek_klader', id: 102 },
  shoeSize: { code: 'ls_storlek_skor', id: 103 },
  xcLength: { code: 'ls_langd', id: 107 },
  alpineLength: { code: 'ls_langd', id: 107 },
  poleLength: { code: 'ls_langd', id: 107 },
  taste: { code: 'ls_smak', id: 117 },
  equipmentSize: { code: 'ls_storlek_utrust', id: 104 },
  gloveSize: { code: 'ls_storlek_utrust', id: 104 },
};

type AxisValue = { value: string; label: string; extra?: Record<string, string> };
type Combo = ({ axis: Axis } & AxisValue)[];

function axisValues(axis: Axis, rng: Random, colourKeys: string[]): AxisValue[] {
  switch (axis) {
    case 'colour':
      return colourKeys.map((key) => {
        const c = colours.find((x) => x.key === key)!;
        return { value: c.value, label: c.labels.sv };
      });
    case 'clothingSize':
      return clothingSizes.map((s) => ({ value: s, label: s }));
    case 'shoeSize': {
      const from = rng.int(0, 2);
      return shoeSizes
        .slice(from, from + 10)
        .map((s) => ({ value: s.eu, label: `EU ${s.eu}`, extra: { ls_uk: s.uk, ls_us: s.us, ls_cm: s.cm } }));
    }
    case 'xcLength':
      return lengths.xcSki.map((cm) => ({ value: String(cm), label: `${cm} cm` }));
    case 'alpineLength':
      return lengths.alpineSki.map((cm) => ({ value: String(cm), label: `${cm} cm` }));
    case 'poleLength':
      return lengths.pole.map((cm) => ({ value: String(cm), label: `${cm} cm` }));
    case 'taste':
      return rng.sample(tastes, rng.int(2, 4)).map((t) => ({ value: t.value, label: t.labels.sv }));
    case 'equipmentSize':
      return ['S', 'M', 'L'].map((s) => ({ value: s, label: s }));
    case 'gloveSize':
      return ['6', '7', '8', '9', '10', '11'].map((s) => ({ value: s, label: s }));
  }
}

/** What a product of a kind is: its names, texts, attributes, pictures and price, drawn in a fixed order. */
interface KindProduct {
  kind: KindDef;
  index: number;
  sku: string;
  parentId: number;
  brand: string;
  modelName: string;
  names: Record<Store, string>;
  descriptions: Record<Store, string>;
  sek: number;
  special: Special | null;
  tier: boolean;
  colourKeys: string[];
  mainColour: string;
  shape: string;
  created: Date;
}

function attributesOf(builder: CatalogBuilder, product: KindProduct, drop: string) {
  const { rng } = builder;
  const { kind, brand, modelName, names, mainColour } = product;
  const attrs: Record<string, string | string[] | number> = {
    ls_varumarke: brand,
    ls_modell: modelName,
    ls_sasong: kind.season,
    ls_aktivitet: rng.sample(kind.activities, rng.int(1, kind.activities.length)),
    ls_artikelfamilj: `${kind.key}-${brand}`,
  };
  if (!kind.axes.includes('colour')) attrs.ls_farg = colours.find((c) => c.key === mainColour)!.value;
  if (kind.key === 'running-shoe') {
    attrs.ls_dropp = drop;
    attrs.ls_dampning = rng.pick(cushionings).value;
    attrs.ls_last = rng.pick(lasts).value;
  }
  if (kind.equipmentVariant) attrs.ls_variant_utrust = rng.pick(kind.equipmentVariant);
  if (kind.key === 'wax' && attrs.ls_variant_utrust !== 'verktyg')
    attrs.ls_farg_valla = rng.pick(['gron', 'bla', 'lila', 'rod', 'gul']);
  if (kind.key === 'wax' && attrs.ls_variant_utrust === 'verktyg') {
    const tool = rng.pick([
      { sv: 'Vallningsjärn', no: 'Smørejern', fi: 'Voitelurauta' },
      { sv: 'Vallningsbord', no: 'Smørebord', fi: 'Voitelupöytä' },
      { sv: 'Vallningsborste', no: 'Smørebørste', fi: 'Voiteluharja' },
      { sv: 'Vallningsset', no: 'Smøresett', fi: 'Voitelusarja' },
    ]);
    for (const s of STORES) names[s] = `${builder.brandName(brand)} ${modelName} ${tool[s].toLowerCase()}`;
  }
  return attrs;
}

/** One configurable or simple product of a kind (a configurable with a variant per combination of its axes). */
function addKindProduct(builder: CatalogBuilder, kind: KindDef, index: number): void {
  const { rng, now, rows } = builder;
  const brand = kind.brands[index % kind.brands.length]!;
  const model = kind.models[Math.floor(index / kind.brands.length) % kind.models.length]!;
  const suffix = kind.suffixes ? ` ${kind.suffixes[index % kind.suffixes.length]}` : '';
  const generation = Math.floor(index / (kind.brands.length * kind.models.length));
  const modelName = `${model}${suffix}${generation > 0 ? ` ${generation + 1}` : ''}`;
  const brandName = builder.brandName(brand);
  const names = Object.fromEntries(STORES.map((s) => [s, `${brandName} ${modelName} ${kind.nouns[s]}`])) as Record<
    Store,
    string
  >;
  const drop = rng.pick(drops);
  const descriptions = Object.fromEntries(
    STORES.map((s) => [
      s,
      kind.descriptions[s]
        .replace('{name}', `${brandName} ${modelName}`)
        .replace('{brand}', brandName)
        .replace('{feature}', rng.pick(kind.features[s]))
        .replace('{drop}', drop),
    ]),
  ) as Record<Store, string>;
  const sku = String(builder.nextSku++);
  const parentId = builder.nextId++;
  const sek = rng.int(kind.priceSek[0], kind.priceSek[1]);
  const special = builder.specialFor();
  const tier = rng.chance(0.12);
  const colourKeys = rng.sample(
    colours.map((c) => c.key),
    kind.colourCount ? rng.int(kind.colourCount[0], kind.colourCount[1]) : 1,
  );
  const mainColour = kind.axes.includes('colour')
    ? colourKeys[0]!
    : rng.pick(['black', 'blue', 'red', 'white', 'green', 'orange']);
  const isNew = rng.chance(0.1);
  const product: KindProduct = {
    kind,
    index,
    sku,
    parentId,
    brand,
    modelName,
    names,
    descriptions,
    sek,
    special,
    tier,
    colourKeys,
    mainColour,
    shape: kind.modelShapes?.[model] ?? kind.shape,
    created: now,
  };
  const attrs = attributesOf(builder, product, drop);
  const gallery = [1, 2, 3]
    .slice(0, rng.int(2, 3))
    .map((view, pos) => ({ image: builder.image(product.shape, mainColour, sku, view), pos, typ: 'image' as const }));
  const configurable = kind.axes.length > 0;
  product.created = builder.createdAt();
  rows.products.push({
    id: parentId,
    sku,
    typeId: configurable ? 'configurable' : 'simple',
    status: 1,
    visibility: 4,
    parentId: null,
    taxClassId: kind.taxClass ?? TAX_CLASS.standard,
    attributes: attrs,
    image: gallery[0]!.image,
    mediaGallery: gallery,
    popularity: builder.popularity(),
    newsFromDate: isNew ? new Date(now.getTime() - rng.int(0, 10) * DAY) : null,
    newsToDate: isNew ? new Date(now.getTime() + rng.int(20, 60) * DAY) : null,
    createdAt: product.created,
    updatedAt: product.created,
    position: index,
  });
  builder.addTexts(parentId, names, descriptions, (_store, slug) => `p/${sku}/${slug}`);
  builder.addPrices(parentId, sek, special, tier);
  builder.addCategoryLinks(
    parentId,
    kind.categories,
    special !== null && special.from !== null && special.from <= now && (special.to === null || special.to >= now),
  );
  const soldOut = rng.chance(0.05);
  if (!configurable) {
    const qty = soldOut ? 0 : rng.int(1, 60);
    rows.stockItems.push({ productId: parentId, sku, qty, manageStock: true, isInStock: qty > 0, backorders: false });
    return;
  }
  addVariants(builder, product, soldOut);
}

/** The variants of a configurable: one per combination of its axes' values, each with texts, price and stock. */
function addVariants(builder: CatalogBuilder, product: KindProduct, soldOut: boolean): void {
  const { rng, rows } = builder;
  const { kind, sku, parentId, brand, modelName, names, descriptions, mainColour } = product;
  kind.axes.forEach((axis, position) =>
    rows.configurableOptions.push({ productId: parentId, attributeId: AXIS_ATTRIBUTE[axis].id, position }),
  );
  const valueLists = kind.axes.map((axis) => axisValues(axis, rng, product.colourKeys));
  const combos: Combo[] = [[]];
  valueLists.forEach((values, axisIndex) => {
    const next: Combo[] = [];
    for (const combo of combos) for (const v of values) next.push([...combo, { axis: kind.axes[axisIndex]!, ...v }]);
    combos.splice(0, combos.length, ...next);
  });
  combos.forEach((combo, childIndex) => {
    const childSku = `${sku}-${String(childIndex).padStart(3, '0')}`;
    const childId = builder.nextId++;
    const childAttrs: Record<string, string | string[] | number> = { ls_varumarke: brand, ls_modell: modelName };
    let colourKey = mainColour;
    for (const part of combo) {
      childAttrs[AXIS_ATTRIBUTE[part.axis].code] = part.value;
      Object.assign(childAttrs, part.extra ?? {});
      if (part.axis === 'colour') colourKey = colours.find((c) => c.value === part.value)!.key;
    }
    const phasedOut = rng.chance(0.04);
    if (phasedOut) childAttrs.ls_utg = UTG_PHASED_OUT;
    const disabled = rng.chance(0.02);
    const qty = soldOut || (phasedOut && rng.chance(0.6)) ? 0 : rng.chance(0.08) ? 0 : rng.int(1, 40);
    const picture = builder.image(product.shape, colourKey, sku, 1);
    rows.products.push({
      id: childId,
      sku: childSku,
      typeId: 'simple',
      status: disabled ? 2 : 1,
      visibility: 1,
      parentId,
      taxClassId: kind.taxClass ?? TAX_CLASS.standard,
      attributes: childAttrs,
      image: picture,
      mediaGallery: [{ image: picture, pos: 0, typ: 'image' }],
      popularity: 0,
      newsFromDate: null,
      newsToDate: null,
      createdAt: product.created,
      updatedAt: product.created,
      position: childIndex,
    });
    const childNames = Object.fromEntries(
      STORES.map((s) => [s, `${names[s]}, ${combo.map((part) => variantLabel(part, s)).join(' / ')}`]),
    ) as Record<Store, string>;
    builder.addTexts(childId, childNames, descriptions, (store) => `p/${sku}/${slugify(names[store])}/${childSku}`);
    builder.addPrices(childId, product.sek, product.special, product.tier);
    rows.stockItems.push({
      productId: childId,
      sku: childSku,
      qty,
      manageStock: true,
      isInStock: qty > 0,
      backorders: false,
    });
  });
  // A parent is in stock when a child is; its own stock row carries no quantity.
  const anyInStock = rows.stockItems.slice(-combos.length).some((s) => s.isInStock);
  builder.addUnmanagedStock(parentId, sku, anyInStock);
}

/** A variant's value as a shopper of the store reads it. */
function variantLabel(part: Combo[number], store: Store): string {
  if (part.axis === 'colour') return colours.find((c) => c.value === part.value)!.labels[store];
  if (part.axis === 'taste') return tastes.find((t) => t.value === part.value)!.labels[store];
  return part.label;
}

/** The products of every kind, round after round until there are at least `minProducts` rows. */
export function addKindProducts(
  builder: CatalogBuilder,
  minProducts: number,
  onProgress?: (done: number, total: number) => void,
): void {
  const { rows } = builder;
  let round = 0;
  do {
    for (const kind of kindDefs) {
      for (let i = 0; i < kind.count; i++) {
        addKindProduct(builder, kind, i + round * kind.count);
        if (rows.products.length % 1000 < 10)
          onProgress?.(rows.products.length, Math.max(minProducts, rows.products.length));
      }
      if (minProducts && rows.products.length >= minProducts) break;
    }
    round++;
  } while (rows.products.length < minProducts);
}
