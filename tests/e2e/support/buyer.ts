import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { IslandShop, type IslandStore } from './island-shop.ts';

/** The two screens the journeys run on (mobile max 767 px, desktop from 768 px). */
export const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

/** A shopper's address in each store's country (postcodes with service points near them). */
export const addresses = {
  sv: {
    first: 'Greta',
    last: 'Gustafsson',
    street: 'Storgatan 1',
    postcode: '90325',
    city: 'Umeå',
    phone: '0701234567',
  },
  no: { first: 'Kari', last: 'Nordmann', street: 'Storgata 1', postcode: '0150', city: 'Oslo', phone: '41234567' },
  fi: {
    first: 'Aino',
    last: 'Virtanen',
    street: 'Kauppakatu 1',
    postcode: '00100',
    city: 'Helsinki',
    phone: '0401234567',
  },
} as const;

/** The test payment provider's cards (README). */
export const cards = { approved: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

/** A shopper going through the shop by role and accessible name, in one store. */
export class Buyer {
  readonly page: Page;
  readonly store: IslandStore;
  readonly shop: IslandShop;
  readonly address: (typeof addresses)[keyof typeof addresses];

  constructor(page: Page, store: IslandStore) {
    this.page = page;
    this.store = store;
    this.shop = new IslandShop(page, store);
    this.address = addresses[store.code];
  }

  /** The store's text of a message key. */
  t(key: MessageKey, params?: Record<string, string | number>): string {
    return translate(this.store.code, key, params);
  }

  /** Registers on the account page and waits for the greeting. */
  async register(email: string, password: string): Promise<void> {
    await this.page.goto(routePath(this.store.code, 'account'));
    await this.page.getByRole('button', { name: this.t('ui.account.register') }).click();
    const form = this.page.getByRole('form', { name: this.t('ui.account.register') });
    await form.getByLabel(this.t('ui.account.firstname')).fill(this.address.first);
    await form.getByLabel(this.t('ui.account.lastname')).fill(this.address.last);
    await form.getByLabel(this.t('ui.account.email')).fill(email);
    await form.getByLabel(this.t('ui.account.password')).fill(password);
    await form.getByRole('button', { name: this.t('ui.account.register') }).click();
    // Registration hashes the password and logs in: slow on a loaded machine.
    await expect(this.page.getByText(this.t('ui.account.greeting', { name: this.address.first }))).toBeVisible({
      timeout: 30_000,
    });
  }

  /** Searches from the header and answers the result page's product links. */
  async search(text: string): Promise<Locator> {
    await this.page.getByRole('searchbox', { name: this.t('search.label') }).fill(text);
    await this.page.getByRole('button', { name: this.t('search.submit'), exact: true }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.t('search.title', { query: text }) }),
    ).toBeVisible();
    return this.page.locator('.np-product-grid a[href*="/p/"]');
  }

  /** Opens a product page and waits until its form (and a configurable product's picker) works in place. */
  async openProduct(href: string): Promise<void> {
    await this.page.goto(href);
    const form = this.page.locator('form[data-island-slot="add-to-cart"][data-enhanced="true"]');
    await expect(form).toBeAttached();
    if (await this.page.locator('script[data-variant-picker]').count())
      await expect(form).toHaveAttribute('data-picker', 'ready');
  }

  /** The option fieldset of the product page for an attribute label ("Färg", "Storlek"). */
  options(label: string): Locator {
    const name = this.t('product.chooseVariant', { label }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('group', { name: new RegExp(`^${name}$`, 'i') });
  }

  /** The lines the cart page shows (its island, the same store as the minicart): their texts. */
  async cartPageLines(): Promise<string[]> {
    await this.page.goto(routePath(this.store.code, 'cart'));
    const lines = this.page.locator('[data-island-slot="cart"] .np-minicart__line');
    await expect(lines.first()).toBeVisible({ timeout: 15_000 });
    // The line as the minicart shows it: without the cart page's own "change" button (edit mode).
    return lines.evaluateAll((items) =>
      items.map((item) => {
        const copy = item.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('button[aria-controls^="np-edit-"]').forEach((button) => button.remove());
        document.body.append(copy);
        const text = copy.innerText;
        copy.remove();
        return text;
      }),
    );
  }

  /** The lines the minicart dialog shows: their texts (the dialog is closed again). */
  async minicartLines(): Promise<string[]> {
    const dialog = await this.shop.openMinicart();
    const lines = dialog.getByRole('listitem').filter({ has: this.page.locator('output') });
    await expect(lines.first()).toBeVisible();
    const texts = await lines.allInnerTexts();
    await this.page.keyboard.press('Escape');
    return texts;
  }

  /** Fills the personal details step (the e-mail, and an account password when one is created) and continues. */
  async personalDetails(email: string, options: { createAccount?: string } = {}): Promise<void> {
    const page = this.page;
    await page.goto(routePath(this.store.code, 'checkout'));
    // The checkout's own fields (the footer has a newsletter form with an e-mail field too).
    const main = page.getByRole('main');
    await main.getByLabel(this.t('ui.account.firstname')).fill(this.address.first);
    await main.getByLabel(this.t('ui.account.lastname')).fill(this.address.last);
    await main.getByLabel(this.t('ui.account.email')).fill(email);
    if (options.createAccount) {
      await page.getByRole('checkbox', { name: this.t('ui.checkout.createAccount') }).check();
      await page.getByLabel(this.t('ui.account.password')).fill(options.createAccount);
    }
    await page.getByRole('button', { name: this.t('ui.checkout.continue') }).click();
    await expect(page.getByRole('heading', { name: this.t('ui.checkout.shipping') })).toBeVisible({ timeout: 30_000 });
  }

  /** Fills the address, takes the service-point method and the nearest point (checking the list) and continues. */
  async shippingWithServicePoint(): Promise<string> {
    const page = this.page;
    const a = this.address;
    await page.getByLabel(this.t('ui.checkout.street')).fill(a.street);
    await page.getByLabel(this.t('ui.checkout.postcode')).fill(a.postcode);
    await page.getByLabel(this.t('ui.checkout.city'), { exact: true }).fill(a.city);
    await page.getByLabel(this.t('ui.checkout.phone')).fill(a.phone);
    await page.getByRole('button', { name: this.t('ui.checkout.continue') }).click();

    const method = page
      .getByRole('group', { name: this.t('ui.checkout.method') })
      .getByRole('radio')
      .first();
    await method.check();
    // The points near the postcode come at once: nearest first, a handful, more on request, one choice.
    const points = page.getByRole('group', { name: this.t('ui.checkout.choosePoint') });
    await expect(points.getByRole('radio')).toHaveCount(5, { timeout: 15_000 });
    const distances = await points.getByText(/[\d.]+ km/).allInnerTexts();
    const km = distances.map((text) => Number(/([\d.]+) km/.exec(text)![1]));
    expect(km).toEqual([...km].sort((x, y) => x - y));
    await points.getByRole('button', { name: this.t('ui.checkout.morePoints') }).click();
    await expect(points.getByRole('radio')).toHaveCount(10);
    const nearest = points.getByRole('radio').first();
    await nearest.check();
    const name = (await points.locator('label').first().locator('strong').innerText()).trim();
    await expect(page.getByRole('status').filter({ hasText: this.t('ui.checkout.chosen', { name }) })).toBeVisible();
    await page.getByRole('button', { name: this.t('ui.checkout.continue') }).click();
    await expect(page.getByRole('heading', { name: this.t('ui.checkout.review') })).toBeVisible({ timeout: 30_000 });
    return name;
  }

  /** Goes to the payment step from the review and pays by card; answers the status of the payment form's answer. */
  async payByCard(card: string): Promise<number> {
    const page = this.page;
    await page.getByRole('button', { name: this.t('ui.checkout.pay') }).click();
    await page.waitForURL(/\/pay\//, { timeout: 30_000 });
    await page.getByRole('radio', { name: this.t('pay.card'), exact: true }).check();
    await page.getByLabel(this.t('pay.cardNumber')).fill(card);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/pay/')),
      page.getByRole('button', { name: new RegExp(this.t('pay.submit', { amount: '' }).trim()) }).click(),
    ]);
    return answer.status();
  }

  /** Waits for the confirmation page after an approved payment (no click in between). */
  async confirmation(): Promise<Locator> {
    await this.page.waitForURL(new RegExp(`${routePath(this.store.code, 'orderConfirmation')}$`), { timeout: 30_000 });
    const section = this.page.getByRole('region', { name: this.t('ui.checkout.thanks') });
    await expect(section).toBeVisible({ timeout: 15_000 });
    return section;
  }

  /** The order number the confirmation shows. */
  async orderNumber(confirmation: Locator): Promise<string> {
    const text = await confirmation
      .getByText(new RegExp(`^${this.t('ui.checkout.orderNumber', { number: '' })}`))
      .innerText();
    return text.slice(this.t('ui.checkout.orderNumber', { number: '' }).length).trim();
  }

  /** The account page's order history ("Mina ordrar"). */
  async orderHistory(): Promise<Locator> {
    await this.page.goto(routePath(this.store.code, 'account'));
    const orders = this.page.getByRole('region', { name: this.t('ui.account.orders') });
    await expect(orders).toBeVisible({ timeout: 30_000 });
    return orders;
  }
}

/** The text of the mail sent to `email` that contains `needle` (the server's outbox of the test run), or ''. */
export function mailTo(email: string, needle: string): string {
  const outbox = path.join(process.env['E2E_DATA_DIR'] ?? 'data', 'outbox');
  try {
    for (const file of readdirSync(outbox)) {
      const text = decodeMail(readFileSync(path.join(outbox, file), 'utf8'));
      if (text.includes(email) && text.includes(needle)) return text;
    }
  } catch {
    // No outbox yet.
  }
  return '';
}

/** The mail with its base64 parts decoded (enough to search it for words). */
function decodeMail(raw: string): string {
  return raw.replace(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g, (_, body: string) =>
    Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
}
