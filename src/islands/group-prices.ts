/** Customer group (Club) prices for a logged-in customer, without React. More in README.md. */
import { contractResult } from '../lib/api-client/client.ts';
import { apiRoutes } from '../lib/api-client/routes.ts';
import { translate } from '../lib/i18n/i18n.ts';
import type { SearchProduct, SearchResult } from '../lib/search/api.ts';
import '../lib/session/token.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import { followInstalment } from './instalment-line.ts';

/** A product of the answer with its sku (the search asks for the sku, the prices and the variants' skus and prices). */
type GroupPriced = SearchProduct & { sku: string };
const hasSku = (item: SearchProduct): item is GroupPriced => typeof item.sku === 'string';

/**
 * Adds the group price to a price element as a line of its own ("Club price 503 kr"): a member price, not a price
 * reduction, so the price for everyone stays as it was shown, with its own reduction if it has one.
 */
function markGroupPrice(el: HTMLElement, price: number, storeCode: StoreCode, from: boolean): void {
  const text = formatPrice(price, storeCode);
  el.classList.add('np-price--group');
  el.querySelector('.np-price__club')?.remove();
  const line = Object.assign(document.createElement('span'), { className: 'np-price__club' });
  line.append(
    Object.assign(document.createElement('span'), { textContent: translate(storeCode, 'price.group') }),
    ' ',
    Object.assign(document.createElement('span'), {
      textContent: from ? translate(storeCode, 'price.from', { price: text }) : text,
    }),
  );
  el.append(line);
}

/** Product cards: the group price where it is below the guest price the card shows. */
function cards(found: Map<string, GroupPriced>, storeCode: StoreCode): void {
  for (const card of document.querySelectorAll<HTMLElement>('article.np-card[data-wishlist]')) {
    const { sku, price } = JSON.parse(card.dataset['wishlist']!) as { sku: string; price?: number };
    const group = found.get(sku)?.final_price_incl_tax;
    const el = card.querySelector<HTMLElement>('.np-price');
    if (
      !el ||
      price === undefined ||
      group === undefined ||
      !(group < price) ||
      el.classList.contains('np-price--group')
    )
      continue;
    markGroupPrice(
      el,
      group,
      storeCode,
      (el.querySelector('.np-price__final')?.textContent ?? '') !== formatPrice(price, storeCode),
    );
  }
}

/** The product page: price, variants, tiers and the part-payment line in the customer's group. */
function productPage(product: GroupPriced, form: HTMLFormElement, storeCode: StoreCode): void {
  const info = form.closest('.np-product__info');
  const childPrices = new Map((product.configurable_children ?? []).map((c) => [c.sku, c.final_price_incl_tax]));
  const show = () => {
    const sku = String(new FormData(form).get('sku') ?? '');
    const group = childPrices.get(sku) ?? product.final_price_incl_tax;
    // The guest price the page (or the variant picker, just now) shows.
    const regular = Number(form.dataset['price']);
    const el = info?.querySelector<HTMLElement>('.np-price');
    if (!el || group === undefined || !(group < regular)) return;
    markGroupPrice(el, group, storeCode, false);
    // The cart line starts with the price the customer pays (the server prices it the same way).
    form.dataset['price'] = String(group);
    followInstalment(form, group, storeCode);
  };
  const tiers = (product.tier_prices ?? []).filter((tier) => tier.qty > 1).sort((a, b) => a.qty - b.qty);
  const slot = info?.querySelector<HTMLElement>('[data-island-slot="tier-prices"]');
  if (slot && tiers.length > 0) {
    const list = document.createElement('ul');
    list.className = 'np-tier-prices';
    for (const tier of tiers) {
      list.append(
        Object.assign(document.createElement('li'), {
          textContent: translate(storeCode, 'price.groupTier', {
            qty: tier.qty,
            price: formatPrice(tier.value, storeCode),
          }),
        }),
      );
    }
    slot.replaceChildren(list);
  }
  show();
  // A variant chosen later shows its own group price (the picker has drawn its guest price by then).
  // (The path, not the target: the picker has replaced the clicked option by then.)
  form.addEventListener('click', (event) => {
    if (event.composedPath().some((el) => el instanceof HTMLFieldSetElement && el.dataset['axis']))
      queueMicrotask(show);
  });
}

/**
 * Shows the group prices of the page's products for the stored customer token (nothing for a guest, a group
 * without prices of its own, or when the catalogue cannot be asked: the guest prices stay).
 */
export async function showGroupPrices(
  storeCode: StoreCode,
  product?: { form: HTMLFormElement; sku: string },
): Promise<void> {
  const cardSkus = [...document.querySelectorAll<HTMLElement>('article.np-card[data-wishlist]')].map(
    (card) => (JSON.parse(card.dataset['wishlist']!) as { sku: string }).sku,
  );
  const skus = [...new Set([...(product ? [product.sku] : []), ...cardSkus])];
  if (skus.length === 0) return;
  let result: SearchResult;
  try {
    result = await contractResult(apiRoutes.productSearch, {
      params: { storeCode },
      body: {
        query: { filters: { sku: skus } },
        size: skus.length,
        _sourceInclude: [
          'sku',
          'final_price_incl_tax',
          'configurable_children.sku',
          'configurable_children.final_price_incl_tax',
          'tier_prices',
        ],
      },
      auth: true,
    });
  } catch (error) {
    console.warn('group prices failed', error);
    return;
  }
  const found = new Map(result.items.filter(hasSku).map((item) => [item.sku, item]));
  cards(found, storeCode);
  const own = product && found.get(product.sku);
  if (product && own) productPage(own, product.form, storeCode);
}
