/**
 * The back office (/staff) driven by role and accessible name, in Swedish (the language a new staff member gets),
 * and what a journey needs around it: staff made with `npm run staff` on the test server's DATA_DIR (the running
 * shop's embedded database), a shopper's order placed over the API, the mail outbox.
 */
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { staffSv } from '../../../src/lib/i18n/messages/staff/sv.ts';
import type { StaffMessageKey } from '../../../src/lib/staff/i18n.ts';
import { fillParams } from '../../../src/lib/i18n/errors.ts';
import type { StaffRole } from '../../../src/lib/staff/roles.ts';
import { addStaff, type ShopPlace, type StaffMember } from '../../support/staff.ts';
import { serverDatabaseUrl } from './server-db.ts';
import { guestOrderBody } from '../../support/order-body.ts';

/** The running test shop as a place for staff commands. */
export function e2eShop(): ShopPlace {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run through npm run test:e2e)');
  return { baseUrl: process.env['E2E_BASE_URL'] ?? 'http://127.0.0.1:8080', dataDir };
}

/** A staff member added with the command and signed up (see tests/support/staff.ts). */
export function newStaff(role: StaffRole, options: { store?: string } = {}): Promise<StaffMember> {
  return addStaff(e2eShop(), role, options);
}

/** Runs SQL on the test shop's database (what the journey checks behind the screens: the outbox, stock). */
export async function serverQuery<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A shopper's order placed over the API (with their token: it is theirs in My orders); answers its number. */
export async function placeOrder(token: string, email: string, lines: { sku: string; qty: number }[]): Promise<string> {
  const address = {
    firstname: 'Greta',
    lastname: 'Gustafsson',
    street: ['Storgatan 1'],
    city: 'Umeå',
    postcode: '90325',
    countryId: 'SE',
    telephone: '0701234567',
    email,
  };
  const answer = await fetch(new URL(`/api/order?storeCode=sv&token=${token}`, e2eShop().baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      guestOrderBody(lines, { orderId: `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}`, address }),
    ),
  });
  const json = (await answer.json()) as { result: { order_number?: string; backend_order_id?: string } };
  const number = json.result.order_number ?? json.result.backend_order_id;
  if (answer.status !== 200 || !number) throw new Error(`The order was not placed: ${JSON.stringify(json)}`);
  return number;
}

/** The back office in a browser page. */
export class BackOffice {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A text of the back office in Swedish. */
  t(key: StaffMessageKey, params?: Record<string, string | number>): string {
    return fillParams(staffSv[key], params);
  }

  /** Signs in at /staff with password and a code of the authenticator (computed from the secret, as an app does). */
  async signIn(member: StaffMember, path = '/staff'): Promise<void> {
    await this.page.goto(path);
    await this.ready();
    await this.page.getByLabel(this.t('staff.signIn.email')).fill(member.email);
    await this.page.getByLabel(this.t('staff.signIn.password')).fill(member.password);
    await this.page.getByRole('button', { name: this.t('staff.signIn.submit') }).click();
    await this.page.getByRole('textbox', { name: this.t('staff.signIn.code') }).fill(await member.nextCode());
    await this.page.getByRole('button', { name: this.t('staff.signIn.verify') }).click();
    await expect(this.page.getByRole('navigation', { name: this.t('staff.nav.label') })).toBeVisible();
  }

  /**
   * Waits until the page's islands have hydrated (what is typed before would be lost). Astro drops `ssr` when it has
   * asked React to hydrate, which React 19 may finish later; a hydrated element carries React's own properties.
   */
  async ready(): Promise<void> {
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0);
    await this.page.waitForFunction(() =>
      [...document.querySelectorAll('astro-island')].every((island) => {
        const root = island.firstElementChild;
        return !root || Object.keys(root).some((key) => key.startsWith('__react'));
      }),
    );
  }

  /** Signs out from the menu. */
  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('staff.menu.signOut') }).click();
    await expect(this.page.getByRole('heading', { name: this.t('staff.signIn.title') })).toBeVisible();
  }

  /** Opens a screen from the menu. */
  async open(screen: StaffMessageKey): Promise<void> {
    await this.page
      .getByRole('navigation', { name: this.t('staff.nav.label') })
      .getByRole('link', { name: this.t(screen) })
      .click();
  }

  /** Searches the order list and opens the order with that number. */
  async findOrder(search: string, number: string): Promise<void> {
    await this.open('staff.nav.orders');
    await this.ready();
    await this.page.getByRole('searchbox', { name: this.t('staff.orders.search') }).fill(search);
    await this.page.getByRole('button', { name: this.t('staff.orders.find') }).click();
    // The list answered the search (it then keeps the search in the address).
    await expect(this.page).toHaveURL(/[?&]q=/);
    await this.page.getByRole('link', { name: this.t('staff.orders.open', { number }) }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.t('staff.order.title', { number }) }),
    ).toBeVisible();
    await this.ready();
  }

  /** The status message of the last change. */
  async expectDone(text: RegExp | string): Promise<void> {
    await expect(this.page.getByRole('status').filter({ hasText: text })).toBeVisible();
  }
}
