import { expect, type Locator, type Page } from '@playwright/test';

/** Texts and paths of one store, as a shopper sees them. */
export interface StoreFixture {
  code: 'sv' | 'no' | 'fi';
  prefix: string;
  lang: string;
  category: { path: string; name: string };
  filter: { facet: string };
  sortLabel: string;
  sortButton: string;
  loadMore: string;
  addToCart: string;
  cartPath: string;
  search: { path: string; typo: string; count: RegExp };
  switchTo: { name: string; lang: string; prefix: string };
  notFound: string;
}

/** The three stores of the shop. */
export const stores: StoreFixture[] = [
  {
    code: 'sv',
    prefix: '',
    lang: 'sv',
    category: { path: '/c/langdskidor', name: 'Längdskidor' },
    filter: { facet: 'Säsong' },
    sortLabel: 'Sortera efter',
    sortButton: 'Sortera',
    loadMore: 'Visa fler',
    addToCart: 'Lägg i varukorgen',
    cartPath: '/varukorg',
    search: { path: '/sokresultat', typo: 'langdskidr', count: /\d+ träffar/ },
    switchTo: { name: 'Norge (NOK)', lang: 'nb', prefix: '/no' },
    notFound: 'Vi kan inte hitta sidan',
  },
  {
    code: 'no',
    prefix: '/no',
    lang: 'nb',
    category: { path: '/no/c/langrenn', name: 'Langrenn' },
    filter: { facet: 'Sesong' },
    sortLabel: 'Sorter etter',
    sortButton: 'Sorter',
    loadMore: 'Vis flere',
    addToCart: 'Legg i handlekurven',
    cartPath: '/no/handlekurv',
    search: { path: '/no/sokresultat', typo: 'langrennsky', count: /\d+ treff/ },
    switchTo: { name: 'Suomi (EUR)', lang: 'fi', prefix: '/fi' },
    notFound: 'Vi finner ikke siden',
  },
  {
    code: 'fi',
    prefix: '/fi',
    lang: 'fi',
    category: { path: '/fi/c/murtomaahiihto', name: 'Murtomaahiihto' },
    filter: { facet: 'Kausi' },
    sortLabel: 'Järjestä',
    sortButton: 'Järjestä',
    loadMore: 'Näytä lisää',
    addToCart: 'Lisää ostoskoriin',
    cartPath: '/fi/ostoskori',
    search: { path: '/fi/search-result', typo: 'murtomaasuksett', count: /\d+ tulosta/ },
    switchTo: { name: 'Sverige (SEK)', lang: 'sv', prefix: '' },
    notFound: 'Emme löydä sivua',
  },
];

/** A listing page (category, search, campaigns): filters, sort, load more, product cards. */
export class ListingPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  get cards(): Locator {
    return this.page.locator('.np-product-grid > li');
  }

  /** Clicks the first value of a facet and waits for the filtered list. */
  async filterBy(facet: string): Promise<string> {
    const group = this.page
      .getByRole('complementary')
      .locator('details', { has: this.page.locator('summary', { hasText: facet }) })
      .first();
    if (!(await group.getAttribute('open'))) await group.locator('summary').first().click();
    const link = group.getByRole('link').first();
    const label = (await link.innerText()).trim();
    await Promise.all([this.page.waitForURL(/\?/), link.click()]);
    return label;
  }

  async sortBy(label: string, option: string, button: string): Promise<void> {
    await this.page.getByLabel(label).selectOption(option);
    await Promise.all([
      this.page.waitForURL(/sort=/),
      this.page.getByRole('button', { name: button, exact: true }).click(),
    ]);
  }

  /** The "showing N of M" counts. */
  async counts(): Promise<{ shown: number; total: number }> {
    const text = await this.page.locator('.np-toolbar p').first().innerText();
    const numbers = text.match(/\d+/g)!.map(Number);
    return { shown: numbers[0]!, total: numbers[1]! };
  }
}

/** Opens a product of a type from a category listing by sku prefix in its link. */
export async function openFirstProduct(page: Page): Promise<void> {
  const link = page.locator('.np-product-grid a').first();
  await Promise.all([page.waitForURL(/\/p\//), link.click()]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
