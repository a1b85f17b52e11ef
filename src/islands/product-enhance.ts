/**
 * Enhances the storefront's no-JS add-to-cart form (`form[data-island-slot="add-to-cart"]`, fields sku, qty,
 * bundle_option[id], group_qty[sku]) without React: a submit adds through the cart store (loaded on the first
 * submit), with every stock outcome's message in a live region under the button; the header badge updates at once.
 * Optional data attributes on the form: `data-name`, `data-price` (incl. tax), `data-type` (type_id),
 * `data-parent-sku`, `data-url`; without them the page's h1 and the server's answer fill the line.
 * Mount: done by `slots.ts`.
 */
import type { StoreCode } from '../lib/store-view/config.ts';

function liveRegion(form: HTMLFormElement): HTMLElement {
  let region = form.querySelector<HTMLElement>('.np-buy__message');
  if (!region) {
    region = document.createElement('p');
    region.className = 'np-buy__message';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    form.append(region);
  }
  return region;
}

/** Makes the form add to the cart in place. */
export function enhanceAddToCart(form: HTMLFormElement, storeCode: StoreCode): void {
  if (form.dataset['enhanced']) return;
  form.dataset['enhanced'] = 'true';
  const region = liveRegion(form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button?.getAttribute('aria-disabled') === 'true') return;
    button?.setAttribute('aria-disabled', 'true');
    void (async () => {
      try {
        const [{ addToCart }, { translate }] = await Promise.all([import('../lib/cart/store.ts'), import('../lib/i18n/i18n.ts')]);
        const data = new FormData(form);
        const d = form.dataset;
        const name = d['name'] ?? document.querySelector('h1')?.textContent?.trim() ?? '';
        const price = d['price'] !== undefined ? Number(d['price']) : 0;
        const base = {
          name, type_id: d['type'] ?? 'simple', price_incl_tax: price,
          ...(d['parentSku'] ? { parentSku: d['parentSku'] } : {}),
          url: d['url'] ?? location.pathname + location.search,
        };
        const groups = [...data.entries()].filter(([key]) => key.startsWith('group_qty['));
        if (groups.length > 0) {
          let last = '';
          for (const [key, value] of groups) {
            const qty = Number(value);
            if (!Number.isInteger(qty) || qty < 0) {
              last = translate(storeCode, 'form.qtyPositiveInteger');
              break;
            }
            if (qty === 0) continue;
            const sku = key.slice('group_qty['.length, -1);
            const label = form.querySelector(`label[for="np-group-${CSS.escape(sku)}"]`)?.textContent?.split(' – ')[0]?.trim() ?? sku;
            last = (await addToCart({ ...base, sku, name: label, type_id: 'simple', price_incl_tax: base.price_incl_tax }, qty)).message;
          }
          region.textContent = last || translate(storeCode, 'form.requiredSelections');
          return;
        }
        const qty = Number(data.get('qty') ?? '1');
        if (!Number.isInteger(qty)) {
          region.textContent = translate(storeCode, 'form.qtyPositiveInteger');
          return;
        }
        if (qty <= 0) {
          region.textContent = translate(storeCode, 'form.qtyAboveZero');
          return;
        }
        const bundle = [...data.entries()].filter(([key]) => key.startsWith('bundle_option['));
        const byOption = new Map<string, string[]>();
        for (const [key, value] of bundle) {
          const id = key.slice('bundle_option['.length, -1);
          byOption.set(id, [...(byOption.get(id) ?? []), String(value)]);
        }
        const sku = String(data.get('sku') ?? '');
        const result = await addToCart({
          ...base, sku,
          ...(byOption.size > 0
            ? {
                type_id: 'bundle',
                product_option: {
                  extension_attributes: {
                    bundle_options: [...byOption].map(([option_id, selections]) => ({ option_id, option_qty: 1, option_selections: selections })),
                  },
                },
              }
            : {}),
        }, qty);
        region.textContent = result.message;
        region.classList.toggle('np-buy__message--error', !result.added);
      } finally {
        button?.removeAttribute('aria-disabled');
      }
    })();
  });
}
