import type { Localized } from '../db/schema/catalog.ts';
import { giftCardValues, TAX_CLASS } from './reference.ts';
import { STORES, type CatalogBuilder, type CatalogRows } from './builder.ts';

type Product = CatalogRows['products'][number];

/** Reads of the products made so far that the packages and kits are put together from. */
function catalogueIndex(builder: CatalogBuilder) {
  const { rows, categoryByKey } = builder;
  const stockById = new Map(rows.stockItems.map((item) => [item.productId, item]));
  const childrenByParent = new Map<number, Product[]>();
  for (const product of rows.products) {
    if (product.parentId === null) continue;
    const list = childrenByParent.get(product.parentId) ?? [];
    list.push(product);
    childrenByParent.set(product.parentId, list);
  }
  const svPrice = new Map(rows.productPrices.filter((p) => p.storeCode === 'sv').map((p) => [p.productId, p.price]));
  const inStock = (productId: number) => stockById.get(productId)?.isInStock ?? false;
  return {
    inStock,
    priceOf: (productId: number) => svPrice.get(productId)!,
    simpleOf: (categoryKey: string) => {
      const categoryId = categoryByKey.get(categoryKey)!.id;
      const ids = new Set(
        rows.productCategories.filter((pc) => pc.categoryId === categoryId).map((pc) => pc.productId),
      );
      return rows.products.filter((p) => ids.has(p.id) && p.parentId === null);
    },
    sellableChildren: (parentId: number) =>
      (childrenByParent.get(parentId) ?? []).filter((p) => p.status === 1 && inStock(p.id)),
  };
}

/** Ski packages: bundles of skis + binding + poles, with default links. */
function addPackages(builder: CatalogBuilder, index: ReturnType<typeof catalogueIndex>): void {
  const { rng, rows } = builder;
  const { simpleOf, sellableChildren, inStock, priceOf } = index;
  const packageSkis = simpleOf('xc-skis').filter((p) => sellableChildren(p.id).length > 0);
  const packageBindings = simpleOf('xc-bindings').filter((p) => inStock(p.id));
  const packagePoles = simpleOf('xc-poles').filter((p) => sellableChildren(p.id).length > 0);
  let optionId = 1;
  let linkId = 1;
  for (let i = 0; i < 10; i++) {
    const ski = packageSkis[i % packageSkis.length]!;
    const bundleId = builder.nextId++;
    const sku = String(builder.nextSku++);
    const skiName = `${builder.brandName(ski.attributes.ls_varumarke as string)} ${ski.attributes.ls_modell as string}`;
    const names = {
      sv: `Längdpaket ${skiName}`,
      no: `Langrennspakke ${skiName}`,
      fi: `Murtomaapaketti ${skiName}`,
    };
    const descriptions = {
      sv: `Komplett längdpaket med ${skiName}, bindning och stavar. Välj längder och delar själv – bindningen monteras kostnadsfritt.`,
      no: `Komplett langrennspakke med ${skiName}, binding og staver. Velg lengder og deler selv – bindingen monteres gratis.`,
      fi: `Valmis murtomaapaketti: ${skiName}, siteet ja sauvat. Valitse pituudet ja osat itse – siteet asennetaan veloituksetta.`,
    };
    const skiChildren = sellableChildren(ski.id).slice(0, 4);
    // The default binding fits the skis (a skate package defaults to a skate binding); the sampling stays the same
    // so the rest of the catalogue does not move.
    const skiActivities = (ski.attributes.ls_aktivitet as string[] | undefined) ?? ['klassisk'];
    const fits = (binding: Product) =>
      ((binding.attributes.ls_aktivitet as string[] | undefined) ?? []).some((a) => skiActivities.includes(a));
    const sampled = rng.sample(packageBindings, 2);
    const fitting = sampled.find(fits) ?? packageBindings.find(fits);
    const bindings = fitting ? [fitting, ...sampled.filter((b) => b !== fitting)].slice(0, 2) : sampled;
    const poles = sellableChildren(rng.pick(packagePoles).id).slice(0, 3);
    builder.addStandalone({
      id: bundleId,
      sku,
      typeId: 'bundle',
      taxClassId: TAX_CLASS.standard,
      attributes: {
        ls_varumarke: ski.attributes.ls_varumarke as string,
        ls_sasong: 'vinter',
        ls_aktivitet: skiActivities,
      },
      picture: builder.image('package', 'blue', sku, 1),
      position: i,
    });
    builder.addTexts(bundleId, names, descriptions, (_s, slug) => `p/${sku}/${slug}`);
    const parts: { titles: Localized; products: Product[] }[] = [
      { titles: { sv: 'Skidor', no: 'Ski', fi: 'Sukset' }, products: skiChildren },
      { titles: { sv: 'Bindning', no: 'Binding', fi: 'Siteet' }, products: bindings },
      { titles: { sv: 'Stavar', no: 'Staver', fi: 'Sauvat' }, products: poles },
    ];
    let bundleSek = 0;
    parts.forEach((part, position) => {
      const id = optionId++;
      rows.bundleOptions.push({
        id,
        productId: bundleId,
        titles: part.titles,
        type: 'radio',
        required: true,
        position,
      });
      const defaultIndex = i % 3 === 0 ? -1 : 0; // some options have no default: the first link counts
      part.products.forEach((p, linkPos) => {
        rows.bundleOptionLinks.push({
          id: linkId++,
          optionId: id,
          productId: p.id,
          qty: 1,
          isDefault: linkPos === defaultIndex,
          canChangeQty: false,
          position: linkPos,
        });
      });
      bundleSek += priceOf(part.products[0]!.id);
    });
    builder.addPrices(bundleId, bundleSek * 0.9, null, false);
    builder.addUnmanagedStock(bundleId, sku);
    builder.addCategoryLinks(bundleId, ['packages'], false);
  }
}

/** Grouped wax kits: a set of waxes sold together. */
function addWaxKits(builder: CatalogBuilder, index: ReturnType<typeof catalogueIndex>): void {
  const waxes = index.simpleOf('wax').filter((p) => index.inStock(p.id) && p.typeId === 'simple');
  const kits = [
    { sv: 'Vallakit klassisk', no: 'Smøresett klassisk', fi: 'Voidesarja perinteinen', members: waxes.slice(0, 4) },
    { sv: 'Vallakit skate', no: 'Smøresett skøyting', fi: 'Voidesarja vapaa', members: waxes.slice(4, 7) },
  ];
  kits.forEach((kit, i) => {
    const id = builder.nextId++;
    const sku = String(builder.nextSku++);
    builder.addStandalone({
      id,
      sku,
      typeId: 'grouped',
      taxClassId: TAX_CLASS.standard,
      attributes: { ls_varumarke: 'vindel', ls_sasong: 'vinter' },
      picture: builder.image('wax', 'green', sku, 1),
      position: i,
    });
    builder.addTexts(
      id,
      { sv: kit.sv, no: kit.no, fi: kit.fi },
      {
        sv: `${kit.sv}: allt du behöver för vallningen inför säsongen, samlat i ett kit. Välj antal av varje del.`,
        no: `${kit.no}: alt du trenger for smøringen før sesongen, samlet i ett sett. Velg antall av hver del.`,
        fi: `${kit.fi}: kaikki kauden voiteluun tarvittava samassa sarjassa. Valitse kunkin osan määrä.`,
      },
      (_s, slug) => `p/${sku}/${slug}`,
    );
    const sekTotal = kit.members.reduce((sum, m) => sum + index.priceOf(m.id), 0);
    builder.addPrices(id, sekTotal, null, false);
    kit.members.forEach((m, position) =>
      builder.rows.productLinks.push({
        productId: id,
        linkedProductId: m.id,
        linkType: 'associated',
        position,
        qty: 1,
      }),
    );
    builder.addUnmanagedStock(id, sku);
    builder.addCategoryLinks(id, ['wax'], false);
  });
}

/** Virtual gift cards, one per value. */
function addGiftCards(builder: CatalogBuilder): void {
  giftCardValues.forEach((value, i) => {
    const id = builder.nextId++;
    const sku = `GIFT-${value.value}`;
    builder.addStandalone({
      id,
      sku,
      typeId: 'virtual',
      taxClassId: TAX_CLASS.giftCard,
      attributes: { ls_varde: value.value },
      picture: builder.image('gift-card', 'turquoise', sku, 1),
      position: i,
    });
    builder.addTexts(
      id,
      {
        sv: `Presentkort ${value.amounts.sv} kr`,
        no: `Gavekort ${value.amounts.no} kr`,
        fi: `Lahjakortti ${value.amounts.fi} €`,
      },
      {
        sv: 'Ge bort ett presentkort från Nordpeak. Kortet skickas med e-post direkt efter köpet och gäller i två år.',
        no: 'Gi bort et gavekort fra Nordpeak. Kortet sendes på e-post rett etter kjøpet og gjelder i to år.',
        fi: 'Anna lahjaksi Nordpeakin lahjakortti. Kortti lähetetään sähköpostiin heti oston jälkeen, ja se on voimassa kaksi vuotta.',
      },
      (_s, slug) => `p/${sku}/${slug}`,
    );
    for (const store of STORES)
      builder.rows.productPrices.push({
        productId: id,
        storeCode: store,
        price: value.amounts[store],
        specialPrice: null,
        specialFromDate: null,
        specialToDate: null,
      });
    builder.addUnmanagedStock(id, sku);
    builder.addCategoryLinks(id, ['gift-cards'], false);
  });
}

const DOWNLOADS = [
  {
    sku: 'DL-VALLA',
    sek: 99,
    names: { sv: 'Vallaguiden – e-bok', no: 'Smøreguiden – e-bok', fi: 'Voiteluopas – e-kirja' },
    texts: {
      sv: 'Vallningsguide som e-bok: glid, fäste och klister steg för steg, med tabeller för olika snöförhållanden.',
      no: 'Smøreguide som e-bok: gli, feste og klister steg for steg, med tabeller for ulike snøforhold.',
      fi: 'Voiteluopas e-kirjana: luisto, pito ja klisteri vaihe vaiheelta sekä taulukot eri lumiolosuhteisiin.',
    },
  },
  {
    sku: 'DL-TRANING',
    sek: 149,
    names: {
      sv: 'Träningsprogram Vasaloppet – PDF',
      no: 'Treningsprogram Birken – PDF',
      fi: 'Harjoitusohjelma Finlandia-hiihto – PDF',
    },
    texts: {
      sv: 'Ett 16 veckors träningsprogram för långlopp på skidor, med pass för både klassiskt och skate.',
      no: 'Et 16 ukers treningsprogram for turrenn, med økter for både klassisk og skøyting.',
      fi: '16 viikon harjoitusohjelma hiihtomaratoneille, sekä perinteiselle että vapaalle tyylille.',
    },
  },
];

/** Downloadable guides. */
function addDownloads(builder: CatalogBuilder): void {
  DOWNLOADS.forEach((dl, i) => {
    const id = builder.nextId++;
    builder.addStandalone({
      id,
      sku: dl.sku,
      typeId: 'downloadable',
      taxClassId: TAX_CLASS.standard,
      attributes: { ls_sasong: 'helar' },
      picture: builder.image('ebook', 'blue', dl.sku, 1),
      position: i,
    });
    builder.addTexts(id, dl.names, dl.texts, (_s, slug) => `p/${dl.sku}/${slug}`);
    builder.addPrices(id, dl.sek, null, false);
    builder.addUnmanagedStock(id, dl.sku);
    builder.addCategoryLinks(id, ['wax'], false);
  });
}

/** Related products: a few per parent within the same category. */
function addRelatedLinks(builder: CatalogBuilder): void {
  const { rows, rng } = builder;
  const parents = rows.products.filter((p) => p.parentId === null && p.visibility === 4);
  const byCategory = new Map<number, number[]>();
  for (const pc of rows.productCategories) {
    const list = byCategory.get(pc.categoryId) ?? [];
    list.push(pc.productId);
    byCategory.set(pc.categoryId, list);
  }
  for (const parent of parents.slice(0, 200)) {
    const first = rows.productCategories.find((pc) => pc.productId === parent.id);
    if (!first) continue;
    const peers = (byCategory.get(first.categoryId) ?? []).filter((id) => id !== parent.id);
    rng.sample(peers, 3).forEach((linked, position) =>
      rows.productLinks.push({
        productId: parent.id,
        linkedProductId: linked,
        linkType: 'related',
        position,
        qty: 1,
      }),
    );
  }
}

/** What the shop sells beside the products of its kinds: packages, kits, gift cards, downloads; then related links. */
export function addAssortment(builder: CatalogBuilder): void {
  const index = catalogueIndex(builder);
  addPackages(builder, index);
  addWaxKits(builder, index);
  addGiftCards(builder);
  addDownloads(builder);
  addRelatedLinks(builder);
}
