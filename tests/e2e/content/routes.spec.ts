import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { ContentPage } from './content-page.ts';

/** Every content route in every store, with the heading it must show. */
const routes: Record<'sv' | 'no' | 'fi', [string, string][]> = {
  sv: [
    ['/sida', 'Information och hjälp'],
    ['/sida/kundservice', 'Kundservice'],
    ['/sida/vanliga-fragor', 'Vanliga frågor'],
    ['/sida/butiker-och-oppettider', 'Butiker och öppettider'],
    ['/kopguider', 'Köpguider'],
    ['/kopguider/valj-langdskidor', 'Välj rätt längdskidor'],
    ['/magasin', 'Magasinet'],
    ['/magasin/langdakning', 'Längdåkning'],
    ['/magasin/langdakning/klassisk-teknik', 'Fem tips för bättre klassisk teknik'],
    ['/magasin/cms/friluftsliv', 'Friluftsliv'],
    ['/aktiviteter-lx', 'Aktiviteter'],
    ['/aktiviteter-lx/langdakning', 'Längdåkning'],
    ['/varumarken', 'Varumärken'],
    ['/varumarke/fischler', 'Fischler'],
    ['/varumarke/fischler/speed', 'Fischler Speed'],
    ['/kampanjer/vinterstart', 'Vinterstart'],
  ],
  no: [
    ['/no/sida', 'Informasjon og hjelp'],
    ['/no/sida/kundeservice', 'Kundeservice'],
    ['/no/sida/butikker-og-apningstider', 'Butikker og åpningstider'],
    ['/no/kjopsveiledninger', 'Kjøpsveiledninger'],
    ['/no/kjopsveiledninger/smoreguide', 'Smøreguiden'],
    ['/no/magasin', 'Magasinet'],
    ['/no/magasin/langrenn', 'Langrenn'],
    ['/no/magasin/langrenn/klassisk-teknikk', 'Fem tips for bedre klassisk teknikk'],
    ['/no/magasin/cms/klassisk-teknik', 'Fem tips'],
    ['/no/aktiviteter-lx', 'Aktiviteter'],
    ['/no/aktiviteter-lx/fotturer', 'Fotturer'],
    ['/no/varumarken', 'Merker'],
    ['/no/varumarke/nordvik', 'Nordvik'],
    ['/no/varumarke/nordvik/junior', 'Nordvik Junior'],
    ['/no/kampanjer/smoreuka', 'Smøreuka'],
  ],
  fi: [
    ['/fi/page', 'Tietoa ja apua'],
    ['/fi/page/usein-kysyttya', 'Usein kysyttyä'],
    ['/fi/page/myymalat-ja-aukioloajat', 'Myymälät ja aukioloajat'],
    ['/fi/guides', 'Ostajan oppaat'],
    ['/fi/guides/valitse-murtomaasukset', 'Valitse oikeat murtomaasukset'],
    ['/fi/magazine', 'Lehti'],
    ['/fi/magazine/juoksu', 'Juoksu'],
    ['/fi/magazine/juoksu/aloita-polkujuoksu', 'Aloita polkujuoksu'],
    ['/fi/magazine/cms/lopning', 'Juoksu'],
    ['/fi/activities-lx', 'Aktiviteetit'],
    ['/fi/activities-lx/vaellus', 'Vaellus'],
    ['/fi/brands', 'Merkit'],
    ['/fi/brand/fjellrev', 'Fjellrev'],
    ['/fi/brand/fjellrev/urban', 'Fjellrev Urban'],
    ['/fi/campaigns/talven-avaus', 'Talven avaus'],
  ],
};
const lang = { sv: 'sv', no: 'nb', fi: 'fi' };

for (const [store, list] of Object.entries(routes) as [keyof typeof routes, [string, string][]][]) {
  test(`every content route of ${store} answers in its language with its heading, canonical and hreflang`, async ({
    page,
  }) => {
    const content = new ContentPage(page);
    for (const [pathname, heading] of list) {
      const response = await content.open(pathname);
      expect(response?.status(), pathname).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang[store]);
      await content.expectTitle(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http/);
      if (!pathname.includes('/cms/'))
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pathname}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="sv-SE"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="nb-NO"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="fi-FI"]')).toHaveCount(1);
      await expect(content.previewBar()).toHaveCount(0);
    }
  });

  test(`content pages of ${store} have no axe violations`, async ({ page }) => {
    test.setTimeout(180_000);
    const content = new ContentPage(page);
    for (const [pathname] of list) {
      await content.open(pathname);
      await expectNoAxeViolations(page);
    }
  });
}

test('unknown content and a mismatched chapter answer 404', async ({ page }) => {
  const content = new ContentPage(page);
  for (const pathname of [
    '/sida/finns-inte',
    '/kopguider/finns-inte',
    '/magasin/finns-inte',
    '/magasin/lopning/klassisk-teknik',
    '/magasin/cms/finns-inte',
    '/varumarke/finns-inte',
    '/varumarke/fischler/junior',
    '/fi/brand/fischler/finns-inte',
    '/kampanjer/finns-inte/x',
    '/no/aktiviteter-lx/finnes-ikke',
  ]) {
    const response = await content.open(pathname);
    expect(response?.status(), pathname).toBe(404);
  }
});

test('an article has Article and BreadcrumbList structured data and ships no script beyond the shared header', async ({
  page,
}) => {
  const content = new ContentPage(page);
  await content.open('/magasin/langdakning/valla-i-kallt-fore');
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = data.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  const article = data
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Article')!;
  expect(article).toMatchObject({
    headline: 'Så vallar du i kallt före',
    datePublished: '2026-11-05',
    inLanguage: 'sv-SE',
  });
  const scripts = await content.executableScripts();
  await content.open('/sida/finns-inte');
  const shared = await content.executableScripts();
  expect(scripts.every((script) => shared.includes(script))).toBe(true);
});

test('magazine navigation: index → chapter → article, with the table of contents and the chapter check', async ({
  page,
}) => {
  const content = new ContentPage(page);
  await content.open('/magasin');
  await page.getByRole('main').getByRole('link', { name: 'Löpning', exact: true }).first().click();
  await expect(page).toHaveURL(/\/magasin\/lopning$/);
  await content.expectTitle('Löpning');
  await expect(content.toc().getByRole('link', { name: 'Löpning', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('main').getByRole('link', { name: 'Intervaller för nybörjare' }).first().click();
  await expect(page).toHaveURL(/\/magasin\/lopning\/intervaller-for-nyborjare$/);
  await expect(content.breadcrumbs().getByRole('link', { name: 'Löpning' })).toBeVisible();
  await content.toc().getByRole('link', { name: 'Friluftsliv', exact: true }).click();
  await content.expectTitle('Friluftsliv');
  await page.getByRole('link', { name: 'Suomi (EUR)' }).click();
  await expect(page).toHaveURL(/\/fi\/magazine\/retkeily$/);
  await content.expectTitle('Retkeily');
});

test('brand → sub-brand with the Brands breadcrumb trail and products from the catalogue', async ({ page }) => {
  const content = new ContentPage(page);
  await content.open('/varumarken');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Fischler/ })
    .click();
  await content.expectTitle('Fischler');
  await expect(page.getByRole('heading', { name: 'Produkter från Fischler', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Fischler .*längdskidor/ }).first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Fischler Speed', exact: true }).click();
  await expect(page).toHaveURL(/\/varumarke\/fischler\/speed$/);
  const trail = content.breadcrumbs();
  await expect(trail.getByRole('link', { name: 'Varumärken' })).toHaveAttribute('href', '/varumarken');
  await expect(trail.getByRole('link', { name: 'Fischler' })).toHaveAttribute('href', '/varumarke/fischler');
  await expect(trail.getByText('Fischler Speed')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Fischler Speedmax Skate längdskidor' }).first()).toBeVisible();
  await content.open('/fi/brand/fischler/tour');
  await expect(content.breadcrumbs().getByRole('link', { name: 'Merkit' })).toBeVisible();
});

test('the brand film loads from YouTube only after a click', async ({ page }) => {
  const content = new ContentPage(page);
  await content.open('/varumarke/fischler');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('link', { name: /Spela filmen/ }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
});
