import { expect, test } from '@playwright/test';
import { accessibilityStatements } from '../../../src/content/accessibility.ts';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { islandStores } from '../support/island-shop.ts';

/**
 * The accessibility statement: linked from every store's footer, in the store's language, with the standard, the
 * testing, the known limitations, the date, and a link that opens the support form on the accessibility subject.
 */
for (const store of islandStores) {
  const t = (key: Parameters<typeof translate>[1]) => translate(store.code, key);
  const text = accessibilityStatements[store.code];

  test(`${store.code}: the footer leads to the statement, whose feedback link chooses the accessibility subject`, async ({
    page,
  }) => {
    await page.goto(`${store.prefix}/`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('footer.accessibility'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${routePath(store.code, 'accessibility')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    for (const heading of [text.standardHeading, text.testingHeading, text.limitationsHeading, text.feedbackHeading])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText(/EN 301 549.*WCAG 2\.1/)).toBeVisible();
    await expect(page.locator('time[datetime]')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('link', { name: text.feedbackLink }).click();
    const form = page.getByRole('form', { name: t('site.support.heading') });
    await expect(form.getByLabel(t('site.support.topic'))).toHaveValue('accessibility', { timeout: 15_000 });
  });

  test(`${store.code}: the statement is in the store's sitemap`, async ({ request }) => {
    const sitemap = await (await request.get(`${store.prefix}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${routePath(store.code, 'accessibility')}</loc>`);
  });
}
