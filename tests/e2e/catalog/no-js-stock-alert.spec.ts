import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { translate, translateApiMessage, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { stockAlertSkus } from '../support/server-db.ts';
import { islandStores } from '../support/island-shop.ts';

test.use({ javaScriptEnabled: false });

/**
 * The back-in-stock form works without JavaScript: on a sold-out variant the shopper picks it, gives an
 * e-mail address and gets the server's answer page in the store's language; a bad address is refused, translated.
 */
const product = '150163'; // running shoes: size 39 in red is sold out (demo catalogue)

for (const store of islandStores) {
  const t = (key: MessageKey) => translate(store.code, key);

  test(`${store.code}: a shopper without JavaScript asks to be mailed when a sold-out size is back`, async ({
    page,
    browser,
  }) => {
    const email = `no-js-alert-${store.code}-${Date.now()}@example.com`;
    await page.goto(`${store.prefix}/p/${product}/x`);
    const form = page.getByRole('form', { name: t('ui.stockAlert.title') });
    const variant = form.getByLabel(t('ui.stockAlert.variant'));
    const option = variant
      .getByRole('option')
      .filter({ hasText: /\b39\b/ })
      .first();
    const sku = (await option.getAttribute('value'))!;
    await variant.selectOption(sku);

    // An address the browser lets through but the shop's rule does not (no dot in the domain): the catalogue's
    // message in the store's language, nothing recorded.
    await form.getByLabel(t('ui.account.email')).fill(`no-dot@example${store.code}`);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/stock-alert')),
      form.getByRole('button', { name: t('ui.stockAlert.submit') }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(translateApiMessage(store.code, 'Not a valid emailadress'));
    await page.getByRole('link', { name: t('ui.stockAlert.back') }).click();

    await page
      .getByRole('form', { name: t('ui.stockAlert.title') })
      .getByLabel(t('ui.stockAlert.variant'))
      .selectOption(sku);
    await page
      .getByRole('form', { name: t('ui.stockAlert.title') })
      .getByLabel(t('ui.account.email'))
      .fill(email);
    await page
      .getByRole('form', { name: t('ui.stockAlert.title') })
      .getByRole('button', { name: t('ui.stockAlert.submit') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('ui.stockAlert.title') })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(t('ui.stockAlert.done'));
    expect(await stockAlertSkus(email)).toEqual([sku]);
    await page.getByRole('link', { name: t('ui.stockAlert.back') }).click();
    await expect(page).toHaveURL(new RegExp(`/p/${product}/`));

    // The answer page passes axe (axe needs JavaScript: the same form post, sent from a page that runs scripts).
    const context = await browser.newContext({ javaScriptEnabled: true });
    const checker = await context.newPage();
    try {
      await checker.goto(`${store.prefix}/`);
      await Promise.all([
        checker.waitForURL(/\/stock-alert$/),
        checker.evaluate(
          ({ action, sku, email }) => {
            const form = Object.assign(document.createElement('form'), { method: 'post', action });
            for (const [name, value] of Object.entries({ sku, email }))
              form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
            document.body.append(form);
            form.submit();
          },
          { action: `${store.prefix}/stock-alert`, sku, email },
        ),
      ]);
      await expect(checker.getByRole('status').filter({ hasText: t('ui.stockAlert.done') })).toBeVisible();
      await expectNoAxeViolations(checker);
    } finally {
      await context.close();
    }
  });
}
