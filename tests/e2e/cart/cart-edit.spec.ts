import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: the cart page changes a line's variant and quantity in edit mode`, async ({ page }) => {
    const shop = new IslandShop(page, store);
    // A yellow XS jacket in the cart (the cart page's own form, as without JavaScript; the islands then load it).
    await page.goto(`${store.prefix}/`);
    const added = await page.request.post(routePath(store.code, 'cart'), {
      form: { action: 'add', sku: '150200-006', qty: '1', return: routePath(store.code, 'cart') },
    });
    expect(added.status()).toBeLessThan(400);
    await page.goto(routePath(store.code, 'cart'));
    await expect(shop.badge).toHaveText('1', { timeout: 15_000 });
    const edit = page.getByRole('button', { name: new RegExp(`^${escape(t('site.cart.edit', { name: '' }))}`) });
    await expect(edit).toHaveCount(1, { timeout: 15_000 });
    const editName = (await edit.innerText()).trim();
    await edit.click();
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = page.getByRole('form', { name: editName });
    const colour = form.getByRole('combobox').first();
    await expect(colour).toBeFocused({ timeout: 15_000 });
    await expectNoAxeViolations(page);

    // Another colour, two of them.
    const current = await colour.inputValue();
    const choice = await colour
      .locator('option:not([disabled])')
      .evaluateAll(
        (options, now) =>
          options
            .map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' }))
            .find((o) => o.value !== now)!,
        current,
      );
    await colour.selectOption(choice.value);
    const qty = form.getByRole('spinbutton');
    await qty.fill('0');
    await form.getByRole('button', { name: t('site.cart.save') }).click();
    await expect(form.getByRole('alert')).toHaveText(t('form.qtyAboveZero'));
    await qty.fill('2');
    await form.getByRole('button', { name: t('site.cart.save') }).click();
    await expect(form).toBeHidden({ timeout: 15_000 });
    const line = page.getByRole('listitem').filter({ hasText: new RegExp(`: ${escape(choice.label)}`) });
    await expect(line).toHaveCount(1);
    await expect(shop.badge).toHaveText('2', { timeout: 15_000 });

    // The change is the cart's, not the page's: still there after a reload, and the quantity alone can change too.
    await page.reload();
    await expect(line).toHaveCount(1, { timeout: 15_000 });
    await expect(shop.badge).toHaveText('2');
    const again = line.getByRole('button', { name: new RegExp(`^${escape(t('site.cart.edit', { name: '' }))}`) });
    await again.click();
    const form2 = page.getByRole('form', { name: (await again.innerText()).trim() });
    await expect(form2.getByRole('combobox').first()).toHaveValue(choice.value, { timeout: 15_000 });
    await form2.getByRole('spinbutton').fill('3');
    await form2.getByRole('button', { name: t('site.cart.save') }).click();
    await expect(page.getByText(t('error.qtyUpdated')).first()).toBeVisible({ timeout: 15_000 });
    await expect(shop.badge).toHaveText('3', { timeout: 15_000 });
    await expect(
      page.getByRole('button', { name: new RegExp(`^${escape(t('site.cart.edit', { name: '' }))}`) }),
    ).toHaveCount(1);
  });
}
