import { expect, test } from '@playwright/test';
import { contentPath } from '../../../src/lib/content/routes.ts';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';
import { screen } from '../support/screens.ts';

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: on a phone the menu, the minicart and the magazine contents are one panel at a time`, async ({
    page,
  }) => {
    test.skip(screen() !== 'phone', 'the menu and the contents are panels on a phone only');
    await page.goto(contentPath(store.code, 'magazine'));
    // The menu button is named "Menu" when closed and "Close" when open.
    const menu = page.getByRole('button', { name: new RegExp(`^(${t('nav.menu')}|${t('nav.closeMenu')})$`) });
    const contents = page.getByRole('button', { name: t('magazine.toc') });
    // The page's overlay (decorative, hidden from assistive technology: found by its class).
    const overlay = page.locator('.np-overlay:visible');
    await expect(overlay).toHaveCount(0);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Opening a panel shows the overlay; a click on it, below the menu, closes the menu.
    await expect(overlay).toHaveCount(1);
    await overlay.click({ position: { x: 195, y: 830 } });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(overlay).toHaveCount(0);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Opening the contents (by keyboard: the overlay covers the page under the open menu) closes the menu; one
    // overlay, the contents'.
    await contents.press('Enter');
    await expect(contents).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(overlay).toHaveCount(1);
    const toc = page.getByRole('navigation', { name: t('magazine.toc') });
    await expect(toc.getByRole('link', { name: t('content.magazine') })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(contents).toHaveAttribute('aria-expanded', 'false');
    await expect(toc).toBeHidden();
    await expect(contents).toBeFocused();
    await expect(overlay).toHaveCount(0);

    // The menu closes when the minicart opens.
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await new IslandShop(page, store).openMinicart();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(overlay).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: store.cartTitle })).toBeHidden();
  });

  test(`${store.code}: the header's wishlist opens as a panel that the minicart replaces`, async ({ page }) => {
    const shop = new IslandShop(page, store);
    await shop.openProduct('150001');
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    // The product's own wishlist button (the cards below have theirs).
    await page.locator('button[data-list="wishlist"]:not(.np-card__wish)').click();
    // The bar's shortcut from 768 px; on a phone the menu's entry (only the shown one has a role).
    const menu = page.getByRole('button', { name: new RegExp(`^(${t('nav.menu')}|${t('nav.closeMenu')})$`) });
    const wishlistLink = page.getByRole('banner').getByRole('link', { name: t('nav.wishlist'), exact: true });
    const openWishlist = async () => {
      if (screen() === 'phone') await menu.click();
      await wishlistLink.click();
    };
    await openWishlist();
    const panel = page.getByRole('dialog', { name: t('ui.wishlist.title') });
    await expect(panel).toBeVisible({ timeout: 15_000 });
    // One panel at a time: the phone menu closed as the wishlist opened.
    if (screen() === 'phone') await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(screen() === 'phone' ? menu : wishlistLink).toBeFocused();
    await openWishlist();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: t('site.wishlist.viewAll') }).click();
    await expect(page).toHaveURL(new RegExp(`${storeViews[store.code].prefix}/[^/]+$`));
    await expect(page.getByRole('link', { name })).toBeVisible({ timeout: 15_000 });
  });

  test(`${store.code}: the languages dialog lists the stores and leads to this page in another store`, async ({
    page,
  }) => {
    const other = islandStores.find((s) => s.code !== store.code)!;
    await page.goto(`${store.prefix}/`);
    const open = page.getByRole('button', { name: t('site.languages.open', { store: t(`store.${store.code}`) }) });
    await open.click();
    const dialog = page.getByRole('dialog', { name: t('site.languages.title') });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('link')).toHaveCount(3);
    await expect(dialog.getByRole('link', { name: t(`store.${store.code}`) })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await dialog.getByRole('link', { name: t(`store.${other.code}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${other.prefix}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', storeViews[other.code].lang);
  });
}
