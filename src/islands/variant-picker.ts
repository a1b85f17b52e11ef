/** The variant picker enhanced in place (no reload; the URL keeps no childSku). More in README.md. */
import { LOW_STOCK_SHOWN } from '../lib/catalog/stock-shown.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import {
  choose,
  valueState,
  variantOf,
  type PickerAxis,
  type PickerSelection,
  type PickerVariant,
} from '../lib/variant/picker.ts';

interface PickerData {
  axes: { code: string; label: string; values: { value: string; label: string }[] }[];
  /** `monthly`: the part-payment line's monthly amount of the variant, formatted by the server (the provider's rule). */
  variants: (PickerVariant & {
    qty: number | null;
    price: number;
    /** The announced reduction of the variant's price (its prior price and percentage), or null. */
    reduction: { priorPrice: number; percent: number } | null;
    monthly: string;
    folder: string;
  })[];
  parentSku: string;
  folder: string;
  /** The page's texts (sent with the data, so the picker loads no message catalogue); `{qty}` in lowStock. */
  texts: Record<
    | 'soldOut'
    | 'unavailable'
    | 'inStock'
    | 'lowStock'
    | 'outOfStock'
    | 'now'
    | 'discount'
    | 'prior'
    | 'instalment'
    | 'fewLeft',
    string
  >;
}

/** What the add-to-cart form asks the picker. */
export interface VariantPicker {
  /** The first axis without a choice (its fieldset and label), if any. */
  missing: () => { fieldset: HTMLFieldSetElement | null; label: string } | undefined;
  /** The chosen values as cart line options ("Färg: Blå", "Storlek: L"). */
  options: () => { label: string; value: string }[];
}

/** Enhances the picker of a product form; answers what the form needs from it, or null without picker data. */
export function enhanceVariantPicker(form: HTMLFormElement, storeCode: StoreCode): VariantPicker | null {
  const script = form.querySelector<HTMLScriptElement>('script[data-variant-picker]');
  if (!script?.textContent) return null;
  const data = JSON.parse(script.textContent) as PickerData;
  const axes: PickerAxis[] = data.axes.map((a) => ({ code: a.code, values: a.values.map((v) => v.value) }));
  const texts = data.texts;
  const info = form.closest('.np-product__info');
  const gallery = form.closest('.np-product')?.querySelector<HTMLElement>('.np-gallery');
  let folder = data.folder;
  let selection: PickerSelection = {};
  for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-axis]')) {
    const current = fieldset
      .querySelector<HTMLElement>('li[data-value] [aria-current="true"]')
      ?.closest<HTMLElement>('li[data-value]');
    if (current) selection[fieldset.dataset['axis']!] = current.dataset['value']!;
  }

  // Stock per size: a value of the last axis (the size) whose one matching variant has five or fewer left.
  const sizeAxis = axes.at(-1)?.code;
  const fewLeft = (code: string, value: string): number | null => {
    if (code !== sizeAxis) return null;
    const matching = data.variants.filter(
      (v) =>
        v.inStock &&
        v.values[code] === value &&
        Object.entries(selection).every(([c, chosen]) => c === code || v.values[c] === chosen),
    );
    const qty = matching.length === 1 ? matching[0]!.qty : null;
    return qty !== null && qty > 0 && qty <= LOW_STOCK_SHOWN ? qty : null;
  };

  const render = () => {
    for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-axis]')) {
      const code = fieldset.dataset['axis']!;
      for (const li of fieldset.querySelectorAll<HTMLElement>('li[data-value]')) {
        const value = li.dataset['value']!;
        const state = valueState(axes, data.variants, selection, code, value);
        const swatch = li.querySelector('.np-swatch')?.cloneNode(true) ?? null;
        const label = li.dataset['label'] ?? value;
        let element: HTMLElement;
        if (state === 'selected' || state === 'available') {
          element = document.createElement('a');
          element.setAttribute('href', location.pathname);
          element.setAttribute('rel', 'nofollow');
          element.setAttribute('role', 'button');
          element.setAttribute('aria-pressed', state === 'selected' ? 'true' : 'false');
          if (state === 'selected') element.setAttribute('aria-current', 'true');
        } else {
          element = document.createElement('span');
          element.className = state === 'soldout' ? 'np-option--soldout' : 'np-option--unavailable';
          element.setAttribute('aria-disabled', 'true');
        }
        if (swatch) element.append(swatch);
        element.append(label);
        const few = state === 'selected' || state === 'available' ? fewLeft(code, value) : null;
        if (few !== null)
          element.append(
            ' ',
            Object.assign(document.createElement('small'), {
              className: 'np-option__few',
              textContent: texts.fewLeft.replace('{qty}', String(few)),
            }),
          );
        if (state === 'soldout')
          element.append(' ', Object.assign(document.createElement('small'), { textContent: texts.soldOut }));
        if (state === 'unavailable')
          element.append(
            ' ',
            Object.assign(document.createElement('span'), {
              className: 'np-visually-hidden',
              textContent: `(${texts.unavailable})`,
            }),
          );
        li.replaceChildren(element);
      }
    }
    const chosen = variantOf(axes, data.variants, selection) as PickerData['variants'][number] | undefined;
    const skuInput = form.querySelector<HTMLInputElement>('input[name="sku"]');
    if (skuInput) skuInput.value = chosen?.sku ?? data.parentSku;
    const skuText = info?.querySelector('[data-variant-sku]');
    if (skuText) skuText.textContent = chosen?.sku ?? data.parentSku;
    const buyable = chosen
      ? chosen.inStock
      : data.variants.some((v) => v.inStock && Object.entries(selection).every(([c, value]) => v.values[c] === value));
    const stock = info?.querySelector<HTMLElement>('.np-stock--in, .np-stock--out');
    if (stock) {
      stock.className = buyable ? 'np-stock--in' : 'np-stock--out';
      stock.textContent = !buyable
        ? texts.outOfStock
        : chosen?.qty != null && chosen.qty <= LOW_STOCK_SHOWN
          ? texts.lowStock.replace('{qty}', String(chosen.qty))
          : texts.inStock;
    }
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = !buyable;
    if (chosen) {
      form.dataset['price'] = String(chosen.price);
      const price = info?.querySelector<HTMLElement>('.np-price');
      if (price) {
        // The same parts as the server's price element (components/product/Price.astro).
        const reduction = chosen.reduction;
        const span = (className: string, textContent: string) =>
          Object.assign(document.createElement('span'), { className, textContent });
        price.classList.toggle('np-price--special', reduction !== null);
        const parts: Node[] = [span('np-price__final', formatPrice(chosen.price, storeCode))];
        if (reduction) {
          const prior = span('np-price__prior', `${texts.prior} `);
          prior.append(
            Object.assign(document.createElement('s'), { textContent: formatPrice(reduction.priorPrice, storeCode) }),
          );
          parts.unshift(span('np-visually-hidden', texts.now));
          parts.push(span('np-price__label', texts.discount.replace('{percent}', String(reduction.percent))), prior);
        }
        price.replaceChildren(...parts);
      }
      info?.querySelector<HTMLElement>('.np-badge--sale')?.toggleAttribute('hidden', chosen.reduction === null);
      const instalment = info?.querySelector<HTMLElement>('[data-instalment]');
      if (instalment) instalment.textContent = texts.instalment.replace('{amount}', chosen.monthly);
    }
    // The gallery shows the chosen colour: its image folder replaces the shown one in every image address.
    const first = axes[0];
    const colourVariant =
      first && selection[first.code] !== undefined
        ? data.variants.find((v) => v.values[first.code] === selection[first.code])
        : undefined;
    if (gallery && colourVariant?.folder && folder && colourVariant.folder !== folder) {
      const from = folder;
      const to = colourVariant.folder;
      for (const el of gallery.querySelectorAll<HTMLElement>('img[src], source[srcset]')) {
        for (const attr of ['src', 'srcset']) {
          const value = el.getAttribute(attr);
          if (value?.includes(`${from}/`)) el.setAttribute(attr, value.split(`${from}/`).join(`${to}/`));
        }
      }
      gallery.dataset['imageFolder'] = to;
      folder = to;
    }
  };

  form.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>('fieldset[data-axis] li[data-value] a');
    if (!link) return;
    event.preventDefault();
    const li = link.closest<HTMLElement>('li[data-value]')!;
    const code = li.closest<HTMLFieldSetElement>('fieldset[data-axis]')!.dataset['axis']!;
    const next = choose(axes, data.variants, selection, code, li.dataset['value']!);
    if (next === selection) return;
    selection = next;
    render();
    form
      .querySelector<HTMLElement>(
        `fieldset[data-axis="${CSS.escape(code)}"] li[data-value="${CSS.escape(li.dataset['value']!)}"] a`,
      )
      ?.focus();
    const region = form.querySelector<HTMLElement>('.np-buy__message');
    if (region) region.textContent = '';
  });
  // The values are links acting as buttons (role=button): Space chooses too, as on a button.
  form.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    const link = (event.target as Element | null)?.closest<HTMLElement>('fieldset[data-axis] li[data-value] a');
    if (!link) return;
    event.preventDefault();
    link.click();
  });
  render();

  return {
    missing: () => {
      const axis = data.axes.find((a) => selection[a.code] === undefined);
      if (!axis) return undefined;
      return {
        fieldset: form.querySelector<HTMLFieldSetElement>(`fieldset[data-axis="${CSS.escape(axis.code)}"]`),
        label: axis.label.toLowerCase(),
      };
    },
    options: () =>
      data.axes
        .filter((a) => selection[a.code] !== undefined)
        .map((a) => ({
          label: a.label,
          value: a.values.find((v) => v.value === selection[a.code])?.label ?? selection[a.code]!,
        })),
  };
}
