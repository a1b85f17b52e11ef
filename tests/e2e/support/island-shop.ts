import { expect, type Locator, type Page } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';

/** Texts of one store as the islands show them. */
export interface IslandStore {
  code: 'sv' | 'no' | 'fi';
  prefix: string;
  cartLink: string;
  addToCart: string;
  added: string;
  cartTitle: string;
}

/** The three stores. */
export const islandStores: IslandStore[] = [
  {
    code: 'sv',
    prefix: '',
    cartLink: 'Varukorg',
    addToCart: 'Lägg i varukorgen',
    added: 'Produkten har lagts i varukorgen!',
    cartTitle: 'Varukorg',
  },
  {
    code: 'no',
    prefix: '/no',
    cartLink: 'Handlekurv',
    addToCart: 'Legg i handlekurven',
    added: 'Produktet er lagt i handlekurven!',
    cartTitle: 'Handlekurv',
  },
  {
    code: 'fi',
    prefix: '/fi',
    cartLink: 'Ostoskori',
    addToCart: 'Lisää ostoskoriin',
    added: 'Tuote on lisätty ostoskoriin!',
    cartTitle: 'Ostoskori',
  },
];

/** The shop header and product page as a JavaScript shopper uses them. */
export class IslandShop {
  readonly page: Page;
  readonly store: IslandStore;
  constructor(page: Page, store: IslandStore) {
    this.page = page;
    this.store = store;
  }

  /** The header's cart link (with its count badge). */
  get cartLink(): Locator {
    return this.page.getByRole('navigation').locator('a[data-island-slot="minicart"]');
  }

  get badge(): Locator {
    return this.cartLink.locator('.np-cart-badge');
  }

  /** Opens a product page and waits for the islands script to enhance the add-to-cart form. */
  async openProduct(sku: string): Promise<void> {
    await this.page.goto(`${this.store.prefix}/p/${sku}/x`);
    await expect(this.page.locator('form[data-island-slot="add-to-cart"][data-enhanced="true"]')).toBeAttached();
  }

  /** Opens the account page's registration form and fills it (Maja Merge, `email`, `password`); answers the form. */
  async fillRegistration(email: string, password: string): Promise<Locator> {
    const t = (key: Parameters<typeof translate>[1]) => translate(this.store.code, key);
    await this.page.goto(routePath(this.store.code, 'account'));
    await this.page.getByRole('button', { name: t('ui.account.register') }).click();
    const register = this.page.getByRole('form', { name: t('ui.account.register') });
    await register.getByLabel(t('ui.account.firstname')).fill('Maja');
    await register.getByLabel(t('ui.account.lastname')).fill('Merge');
    await register.getByLabel(t('ui.account.email')).fill(email);
    await register.getByLabel(t('ui.account.password')).fill(password);
    return register;
  }

  /** Logs in on the account page's login form and waits for the greeting with `firstname`. */
  async logIn(email: string, password: string, firstname: string): Promise<void> {
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
      translate(this.store.code, key, params);
    await this.page.goto(routePath(this.store.code, 'account'));
    const form = this.page.getByRole('form', { name: t('ui.account.login') });
    await form.getByLabel(t('ui.account.email')).fill(email);
    await form.getByLabel(t('ui.account.password')).fill(password);
    await form.getByRole('button', { name: t('ui.account.login') }).click();
    // Login hashes the password (argon2id): slow on a loaded machine.
    await expect(this.page.getByText(t('ui.account.greeting', { name: firstname }))).toBeVisible({ timeout: 30_000 });
  }

  /** Clicks add to cart; answers the milliseconds from the click until the badge shows `count`. */
  async addToCart(count: number, qty = 1): Promise<number> {
    if (qty !== 1) await this.page.locator('form[data-island-slot="add-to-cart"] input[name="qty"]').fill(String(qty));
    const button = this.page.getByRole('button', { name: this.store.addToCart });
    await this.page.evaluate((expected) => {
      const link = document.querySelector('a[data-island-slot="minicart"]')!;
      (window as unknown as { badgeAt: Promise<number> }).badgeAt = new Promise((resolve) => {
        const start = { at: 0 };
        document.addEventListener('click', () => (start.at = performance.now()), { capture: true, once: true });
        new MutationObserver((_, observer) => {
          if (link.querySelector('.np-cart-badge')?.textContent === String(expected)) {
            observer.disconnect();
            resolve(performance.now() - start.at);
          }
        }).observe(link, { subtree: true, childList: true, characterData: true });
      });
    }, count);
    await button.click();
    // The add checks the stock and syncs the server cart first: seconds on a loaded machine.
    await expect(this.badge).toHaveText(String(count), { timeout: 15_000 });
    return this.page.evaluate(() => (window as unknown as { badgeAt: Promise<number> }).badgeAt);
  }

  /** Opens the minicart dialog from the header. */
  async openMinicart(): Promise<Locator> {
    await this.cartLink.click();
    const dialog = this.page.getByRole('dialog', { name: this.store.cartTitle });
    // The first open loads React: seconds on a loaded machine.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    return dialog;
  }
}

/** The quantity of every line of the server cart named by the store's cart cookie. */
export async function serverQtys(page: Page, code: string): Promise<number[]> {
  const cartId = (await page.context().cookies()).find((c) => c.name === `np_cart_${code}`)?.value;
  if (!cartId) return [];
  const response = await page.request.get(`/api/cart/pull?cartId=${encodeURIComponent(cartId)}&storeCode=${code}`);
  return response.ok() ? ((await response.json()) as { result: { qty: number }[] }).result.map((l) => l.qty) : [];
}
