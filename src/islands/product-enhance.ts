/**
 * Enhances the storefront's no-JS add-to-cart form (`form[data-island-slot="add-to-cart"]`, fields sku, qty,
 * bundle_option[id] (with `data-sku`/`data-qty` of the part), group_qty[sku]) without React. More in README.md.
 */
import type { StoreCode } from '../lib/store-view/config.ts';
import { hasCustomerToken } from '../lib/session/token-key.ts';
import { followInstalment } from './instalment-line.ts';
import type { VariantPicker } from './variant-picker.ts';

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

/** A bundle option group of the package builder: its radios/checkboxes and whether one must be chosen. */
interface BundleGroup {
  id: string;
  fieldset: HTMLFieldSetElement | null;
  inputs: HTMLInputElement[];
  required: boolean;
}

function bundleGroups(form: HTMLFormElement): BundleGroup[] {
  const groups = new Map<string, BundleGroup>();
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name^="bundle_option["]')) {
    const id = input.name.slice('bundle_option['.length, -1);
    const group = groups.get(id) ?? { id, fieldset: input.closest('fieldset'), inputs: [], required: false };
    group.inputs.push(input);
    group.required ||= input.required;
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** Shows (or with '' clears) the message of one bundle option under its choices. */
function optionMessage(group: BundleGroup, text: string): void {
  const fieldset = group.fieldset;
  if (!fieldset) return;
  const id = `np-bundle-error-${group.id}`;
  let message = fieldset.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  if (!text) {
    message?.remove();
    fieldset.removeAttribute('aria-describedby');
    return;
  }
  if (!message) {
    message = document.createElement('p');
    message.id = id;
    message.className = 'np-buy__message np-buy__message--error';
    fieldset.append(message);
  }
  message.textContent = text;
  fieldset.setAttribute('aria-describedby', id);
}

/**
 * The package builder's check before an add: every required option needs an available (enabled) choice; a
 * sold-out default part leaves its option unchosen. Answers the options missing one (their messages shown).
 */
function missingBundleOptions(form: HTMLFormElement, required: string): BundleGroup[] {
  const missing: BundleGroup[] = [];
  for (const group of bundleGroups(form)) {
    const chosen = group.inputs.some((input) => input.checked && !input.disabled);
    optionMessage(group, group.required && !chosen ? required : '');
    if (group.required && !chosen) missing.push(group);
  }
  return missing;
}

/** The parts chosen in the package builder (available, checked): sku, how many one package holds, unit price. */
function chosenParts(form: HTMLFormElement): { sku: string; qty: number; price: number }[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[name^="bundle_option["]:checked:not(:disabled)')].map(
    (input) => ({
      sku: input.dataset['sku'] ?? '',
      qty: Number(input.dataset['qty'] ?? '1') || 1,
      price: Number(input.dataset['price'] ?? 0),
    }),
  );
}

/**
 * The package builder's price follows the chosen parts (selected products × qty when configured):
 * the price shown above the form and the price the cart line starts with (the server prices it the same way).
 * A choice other than the default shows the configured price alone (the regular price of the default package
 * and its discount no longer apply).
 */
function followBundlePrice(form: HTMLFormElement, storeCode: StoreCode): void {
  const price = form.closest('.np-product__info')?.querySelector<HTMLElement>('.np-price');
  const final = price?.querySelector<HTMLElement>('.np-price__final');
  if (!price || !final) return;
  const original = { html: price.innerHTML, className: price.className, amount: form.dataset['price'] };
  const configured = () =>
    chosenParts(form).reduce((sum, part) => sum + Math.round(part.price * 100) * part.qty, 0) / 100;
  const initial = configured();
  const instalmentElement = form.closest('.np-product__info')?.querySelector<HTMLElement>('[data-instalment]');
  const instalmentLine = instalmentElement
    ? { element: instalmentElement, text: instalmentElement.textContent ?? '' }
    : undefined;
  form.addEventListener('change', (event) => {
    if (!(event.target instanceof HTMLInputElement) || !event.target.name.startsWith('bundle_option[')) return;
    const amount = configured();
    // The "Rea" badge belongs to the default package's discount: another choice has no sale price.
    form
      .closest('.np-product__info')
      ?.querySelector<HTMLElement>('.np-badge--sale')
      ?.toggleAttribute('hidden', amount !== initial);
    if (amount === initial) {
      price.innerHTML = original.html;
      price.className = original.className;
      if (original.amount !== undefined) form.dataset['price'] = original.amount;
      if (instalmentLine) instalmentLine.element.textContent = instalmentLine.text;
      return;
    }
    void import('../lib/store-view/format.ts').then(({ formatPrice }) => {
      if (configured() !== amount) return;
      price.classList.remove('np-price--special');
      price.replaceChildren(
        Object.assign(document.createElement('span'), {
          className: 'np-price__final',
          textContent: formatPrice(amount, storeCode),
        }),
      );
      form.dataset['price'] = String(amount);
      followInstalment(form, amount, storeCode);
    });
  });
}

/** The package builder's chosen parts as cart line options: the option's title and the part's name. */
function bundleLabels(form: HTMLFormElement): { label: string; value: string }[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[name^="bundle_option["]:checked:not(:disabled)')]
    .map((input) => ({
      label: input.closest('fieldset')?.querySelector('legend')?.textContent?.trim() ?? '',
      value: (input.closest('label')?.textContent ?? '').split(' – ')[0]!.trim(),
    }))
    .filter((o) => o.label && o.value);
}

/** Makes the form add to the cart in place. */
export function enhanceAddToCart(form: HTMLFormElement, storeCode: StoreCode): void {
  if (form.dataset['enhanced']) return;
  form.dataset['enhanced'] = 'true';
  // The messages below replace the browser's own (untranslated) validation bubbles.
  form.noValidate = true;
  const region = liveRegion(form);
  if (form.querySelector('input[name^="bundle_option["][data-price]')) followBundlePrice(form, storeCode);
  // Configurable products: the variant picker works in place (loaded only on their pages); `data-picker` says when.
  let picker: VariantPicker | null = null;
  const pickerReady = form.querySelector('script[data-variant-picker]')
    ? import('./variant-picker.ts').then(({ enhanceVariantPicker }) => {
        picker = enhanceVariantPicker(form, storeCode);
        form.dataset['picker'] = 'ready';
      })
    : Promise.resolve();
  // A logged-in customer sees the group (Club) prices, of this product and of the cards on the page.
  const sku = form.closest('.np-product')?.getAttribute('data-product-sku');
  if (sku && hasCustomerToken()) {
    void pickerReady
      .then(() => import('./group-prices.ts'))
      .then(({ showGroupPrices }) => showGroupPrices(storeCode, { form, sku }));
  }
  form.addEventListener('change', (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.name.startsWith('bundle_option[')) {
      const group = bundleGroups(form).find((g) => g.inputs.includes(input));
      if (group) optionMessage(group, '');
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button?.getAttribute('aria-disabled') === 'true') return;
    button?.setAttribute('aria-disabled', 'true');
    void (async () => {
      try {
        const [{ addToCart }, { translate }] = await Promise.all([
          import('../lib/cart/store.ts'),
          import('../lib/i18n/i18n.ts'),
        ]);
        // The add's outcome is a notification (the error catalogue: added / quantity updated with the checkout
        // action, out of stock, stock limit); the line under the button repeats only what went wrong.
        void import('./Notifications.tsx').then(({ ensureNotifications }) => ensureNotifications(storeCode));
        const data = new FormData(form);
        const d = form.dataset;
        const name = d['name'] ?? document.querySelector('h1')?.textContent?.trim() ?? '';
        const price = d['price'] !== undefined ? Number(d['price']) : 0;
        const base = {
          name,
          type_id: d['type'] ?? 'simple',
          price_incl_tax: price,
          ...(d['parentSku'] ? { parentSku: d['parentSku'] } : {}),
          url: d['url'] ?? location.pathname + location.search,
        };
        const groups = [...data.entries()].filter(([key]) => key.startsWith('group_qty['));
        if (groups.length > 0) {
          // The line under the button: what went wrong (an added member is told by its notification).
          let problem = '';
          let added = false;
          for (const [key, value] of groups) {
            const qty = Number(value);
            if (!Number.isInteger(qty) || qty < 0) {
              problem = translate(storeCode, 'form.qtyPositiveInteger');
              break;
            }
            if (qty === 0) continue;
            const sku = key.slice('group_qty['.length, -1);
            const label =
              form
                .querySelector(`label[for="np-group-${CSS.escape(sku)}"]`)
                ?.textContent?.split(' – ')[0]
                ?.trim() ?? sku;
            const result = await addToCart(
              { ...base, sku, name: label, type_id: 'simple', price_incl_tax: base.price_incl_tax },
              qty,
            );
            added ||= result.added;
            problem = result.decision.type === 'success' && result.added ? problem : result.message;
          }
          if (!added && !problem) problem = translate(storeCode, 'form.requiredSelections');
          region.textContent = problem;
          region.classList.toggle('np-buy__message--error', !added);
          return;
        }
        const missingAxis = picker?.missing();
        if (missingAxis) {
          region.textContent = translate(storeCode, 'product.chooseFirst', { label: missingAxis.label });
          region.classList.add('np-buy__message--error');
          missingAxis.fieldset?.querySelector<HTMLElement>('a')?.focus();
          return;
        }
        const qty = Number(data.get('qty') ?? '1');
        if (!Number.isInteger(qty) || qty <= 0) {
          region.textContent = translate(
            storeCode,
            Number.isInteger(qty) ? 'form.qtyAboveZero' : 'form.qtyPositiveInteger',
          );
          region.classList.add('np-buy__message--error');
          return;
        }
        const missing = missingBundleOptions(form, translate(storeCode, 'form.required'));
        if (missing.length > 0) {
          region.textContent = translate(storeCode, 'form.bundleErrors');
          region.classList.add('np-buy__message--error');
          missing[0]!.inputs.find((input) => !input.disabled)?.focus();
          return;
        }
        const bundle = [...data.entries()].filter(([key]) => key.startsWith('bundle_option['));
        // Each chosen part's stock is checked (bundles per child): its sku and how many one package holds.
        const children = chosenParts(form)
          .filter((part) => part.sku)
          .map(({ sku, qty }) => ({ sku, qty }));
        const byOption = new Map<string, string[]>();
        for (const [key, value] of bundle) {
          const id = key.slice('bundle_option['.length, -1);
          byOption.set(id, [...(byOption.get(id) ?? []), String(value)]);
        }
        const sku = String(data.get('sku') ?? '');
        const options = picker?.options() ?? bundleLabels(form);
        const result = await addToCart(
          {
            ...base,
            sku,
            ...(options.length > 0 ? { options } : {}),
            ...(byOption.size > 0
              ? {
                  type_id: 'bundle',
                  ...(children.length > 0 ? { bundleChildren: children } : {}),
                  product_option: {
                    extension_attributes: {
                      bundle_options: [...byOption].map(([option_id, selections]) => ({
                        option_id,
                        option_qty: 1,
                        option_selections: selections,
                      })),
                    },
                  },
                }
              : {}),
          },
          qty,
        );
        region.textContent = result.decision.type === 'success' && result.added ? '' : result.message;
        region.classList.toggle('np-buy__message--error', !result.added);
      } finally {
        button?.removeAttribute('aria-disabled');
      }
    })();
  });
}
