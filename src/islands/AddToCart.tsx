/**
 * AddToCart: the product page's buy box — variant picker (configurable), package builder (bundle), member
 * quantities (grouped), quantity field and the add button, with every stock outcome's message.
 * Mount on the product page: `<AddToCart client:load storeCode={store.storeCode} product={buyProduct} childSku={childSku} formAction={noJsAction} />`
 * (`client:visible` is fine below the fold). Server-rendered it is a plain form posting to `formAction` (the
 * storefront's no-JS add), hydrated it adds through the cart store.
 * Props: `storeCode`; `product`: `{ id, sku, name, type_id, url, image?, price_incl_tax, stock?, configurable_options?,
 * configurable_children? (each with sku, status, price_incl_tax, stock, and the option attribute codes), bundle_options?
 * ({ option_id, title, required, product_links: [{ id, sku, name, qty, is_default, price_incl_tax, stock? }] }),
 * grouped? ([{ sku, name, price_incl_tax, stock? }]), errors? }`; `childSku?` (preselected variant); `formAction?`.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState, type FormEvent } from 'react';
import { $cart, addToCart, type AddableProduct } from '../lib/cart/store.ts';
import type { StockInfo } from '../lib/cart/stock.ts';
import { translateApiMessage } from '../lib/i18n/i18n.ts';
import { notify } from '../lib/notifications/store.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import {
  defaultVariant, findVariant, isValueAvailable, matchesAll, selectionOf,
  type ConfigurableOption, type Selection, type VariantChild,
} from '../lib/variant/select.ts';
import { ensureNotifications } from './Notifications.tsx';
import { useT } from './ui/hooks.ts';
import './islands.css';

/** A bundle option of the package builder. */
export interface BuyBundleOption {
  option_id: number | string;
  title: string;
  required: boolean;
  product_links: { id: number | string; sku: string; name: string; qty: number; is_default: boolean; price_incl_tax?: number; stock?: StockInfo }[];
}

/** The product data the buy box needs. */
export interface BuyProduct {
  id: number;
  sku: string;
  name: string;
  type_id: string;
  url: string;
  image?: string;
  price_incl_tax: number;
  stock?: StockInfo;
  configurable_options?: ConfigurableOption[];
  configurable_children?: (VariantChild & { stock?: StockInfo })[];
  bundle_options?: BuyBundleOption[];
  grouped?: { sku: string; name: string; price_incl_tax: number; stock?: StockInfo }[];
  errors?: Record<string, string>;
}

/** Props of the buy box. */
export interface AddToCartProps {
  storeCode: StoreCode;
  product: BuyProduct;
  childSku?: string;
  formAction?: string;
}

type Status = { type: 'success' | 'info' | 'warning' | 'error'; text: string } | null;

/** Validates a quantity field; answers the translated form message or null. */
function qtyError(raw: string, t: ReturnType<typeof useT>): string | null {
  if (raw.trim() === '') return t('form.required');
  const value = Number(raw);
  if (!Number.isInteger(value)) return t('form.qtyPositiveInteger');
  if (value <= 0) return t('form.qtyAboveZero');
  return null;
}

/** The buy box. */
export function AddToCart({ storeCode, product, childSku, formAction }: AddToCartProps) {
  const t = useT(storeCode);
  const { isAdding } = useStore($cart);
  const initial = useMemo(() => (product.type_id === 'configurable' ? defaultVariant(product, childSku) : { child: null }), [product, childSku]);
  const [selection, setSelection] = useState<Selection>(() => (initial.child ? selectionOf(product, initial.child) : {}));
  const [qty, setQty] = useState('1');
  const [bundle, setBundle] = useState<Record<string, string>>(() =>
    Object.fromEntries((product.bundle_options ?? []).map((o) => [String(o.option_id), String((o.product_links.find((l) => l.is_default) ?? o.product_links[0])?.id ?? '')])),
  );
  const [grouped, setGrouped] = useState<Record<string, string>>(() => Object.fromEntries((product.grouped ?? []).map((g) => [g.sku, '0'])));
  const [status, setStatus] = useState<Status>(null);
  const [bundleErrors, setBundleErrors] = useState<Record<string, string>>({});

  const variant = product.type_id === 'configurable' ? findVariant(product, selection) : null;
  const exact = variant !== null && matchesAll(variant, selection);
  const productErrors = { ...(product.errors ?? {}), ...('error' in initial && initial.error ? { variants: initial.error } : {}) };
  const qtyMessage = product.type_id === 'grouped' ? null : qtyError(qty, t);

  const unitPrice = (() => {
    if (variant && exact) return variant.price_incl_tax ?? product.price_incl_tax;
    if (product.bundle_options) {
      return product.bundle_options.reduce((sum, o) => {
        const link = o.product_links.find((l) => String(l.id) === bundle[String(o.option_id)]);
        return sum + (link ? (link.price_incl_tax ?? 0) * link.qty : 0);
      }, 0);
    }
    return product.price_incl_tax;
  })();

  const choose = (code: string, value: string) => {
    const next = { ...selection, [code]: value };
    setSelection(next);
    const found = findVariant(product, next);
    if (!found || !matchesAll(found, next)) {
      const text = translateApiMessage(storeCode, 'No such configuration for the product. Please do choose another combination of attributes.');
      setStatus({ type: 'warning', text });
      ensureNotifications(storeCode);
      notify({ type: 'warning', message: text });
    } else setStatus(null);
  };

  const optionLabels = (child: VariantChild) =>
    (product.configurable_options ?? []).map((o) => ({
      label: o.label,
      value: o.values.find((v) => String(v.value_index) === String(child[o.attribute_code] ?? child.attributes?.[o.attribute_code]))?.label ?? '',
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    ensureNotifications(storeCode);
    if (product.type_id === 'grouped') {
      const wanted = (product.grouped ?? []).filter((g) => Number(grouped[g.sku]) > 0);
      const invalid = (product.grouped ?? []).find((g) => !Number.isInteger(Number(grouped[g.sku] || '0')) || Number(grouped[g.sku]) < 0);
      if (invalid || wanted.length === 0) {
        setStatus({ type: 'error', text: t(invalid ? 'form.qtyPositiveInteger' : 'form.requiredSelections') });
        return;
      }
      for (const member of wanted) {
        const result = await addToCart({ sku: member.sku, name: member.name, type_id: 'simple', price_incl_tax: member.price_incl_tax, url: product.url, ...(member.stock !== undefined ? { stock: member.stock } : {}) }, Number(grouped[member.sku]));
        setStatus({ type: result.added ? result.decision.type : 'error', text: result.message });
      }
      return;
    }
    if (qtyMessage) {
      setStatus({ type: 'error', text: t('form.fixErrors') });
      return;
    }
    let addable: AddableProduct;
    if (product.type_id === 'configurable') {
      if (!variant || !exact) {
        setStatus({ type: 'warning', text: translateApiMessage(storeCode, 'No such configuration for the product. Please do choose another combination of attributes.') });
        return;
      }
      addable = {
        sku: variant.sku, name: product.name, type_id: 'configurable', parentSku: product.sku, url: product.url,
        price_incl_tax: variant.price_incl_tax ?? product.price_incl_tax, errors: productErrors,
        options: optionLabels(variant),
        product_option: {
          extension_attributes: {
            configurable_item_options: (product.configurable_options ?? []).map((o) => ({ option_id: o.attribute_id ?? o.attribute_code, option_value: String(selection[o.attribute_code]) })),
          },
        },
        ...(variant.stock ? { stock: variant.stock as StockInfo } : {}),
        ...(product.image ? { image: product.image } : {}),
      };
    } else if (product.type_id === 'bundle') {
      const missing: Record<string, string> = {};
      for (const option of product.bundle_options ?? []) {
        if (option.required && !bundle[String(option.option_id)]) missing[String(option.option_id)] = t('form.required');
      }
      setBundleErrors(missing);
      if (Object.keys(missing).length > 0) {
        setStatus({ type: 'error', text: t('form.bundleErrors') });
        return;
      }
      const picked = (product.bundle_options ?? []).flatMap((o) => {
        const link = o.product_links.find((l) => String(l.id) === bundle[String(o.option_id)]);
        return link ? [{ option: o, link }] : [];
      });
      addable = {
        sku: product.sku, name: product.name, type_id: 'bundle', url: product.url, price_incl_tax: unitPrice, errors: productErrors,
        options: picked.map(({ option, link }) => ({ label: option.title, value: link.name })),
        product_option: {
          extension_attributes: {
            bundle_options: picked.map(({ option, link }) => ({ option_id: option.option_id, option_qty: 1, option_selections: [link.id] })),
          },
        },
        bundleChildren: picked.map(({ link }) => ({ sku: link.sku, qty: link.qty, ...(link.stock !== undefined ? { stock: link.stock } : {}) })),
      };
    } else {
      addable = {
        sku: product.sku, name: product.name, type_id: product.type_id, url: product.url, price_incl_tax: product.price_incl_tax,
        errors: productErrors, ...(product.stock !== undefined ? { stock: product.stock } : {}), ...(product.image ? { image: product.image } : {}),
      };
    }
    const result = await addToCart(addable, Number(qty));
    setStatus({ type: result.added ? result.decision.type : 'error', text: result.message });
  }

  const statusId = `np-buy-status-${product.id}`;
  return (
    <form className="np-buy" method="post" action={formAction} onSubmit={(e) => void submit(e)} aria-describedby={statusId} noValidate>
      <input type="hidden" name="sku" value={variant?.sku ?? product.sku} />
      {(product.configurable_options ?? []).map((option) => (
        <fieldset key={option.attribute_code}>
          <legend>{t('ui.product.chooseOption', { label: option.label })}</legend>
          <div className="np-buy__values">
            {option.values.map((value) => {
              const available = isValueAvailable(product, selection, option.attribute_code, value.value_index);
              const id = `np-opt-${product.id}-${option.attribute_code}-${value.value_index}`;
              return (
                <label key={String(value.value_index)} htmlFor={id}>
                  <input
                    id={id}
                    type="radio"
                    name={`option[${option.attribute_code}]`}
                    value={String(value.value_index)}
                    checked={String(selection[option.attribute_code]) === String(value.value_index)}
                    onChange={() => choose(option.attribute_code, String(value.value_index))}
                    aria-label={available ? value.label : t('ui.product.optionUnavailable', { label: value.label })}
                  />
                  <span aria-hidden="true">{value.label}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {(product.bundle_options ?? []).map((option) => {
        const key = String(option.option_id);
        const errorId = `np-bundle-err-${product.id}-${key}`;
        return (
          <fieldset key={key} aria-describedby={bundleErrors[key] ? errorId : undefined}>
            <legend>{option.required ? t('ui.product.bundleOption', { label: option.title }) : option.title}</legend>
            {option.product_links.map((link) => (
              <label key={String(link.id)}>
                <input
                  type="radio"
                  name={`bundle[${key}]`}
                  value={String(link.id)}
                  checked={bundle[key] === String(link.id)}
                  onChange={() => setBundle({ ...bundle, [key]: String(link.id) })}
                />{' '}
                {link.qty > 1 ? `${link.qty} × ${link.name}` : link.name}
                {link.price_incl_tax !== undefined && ` (${formatPrice(link.price_incl_tax, storeCode)})`}
              </label>
            ))}
            {bundleErrors[key] && <p id={errorId} className="np-buy__message np-buy__message--error">{bundleErrors[key]}</p>}
          </fieldset>
        );
      })}
      {(product.grouped ?? []).map((member) => (
        <div key={member.sku} className="np-buy__row">
          <label htmlFor={`np-grouped-${member.sku}`}>{t('ui.product.groupedQty', { name: member.name })}</label>
          <input
            id={`np-grouped-${member.sku}`}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            name={`qty[${member.sku}]`}
            value={grouped[member.sku]}
            onChange={(e) => setGrouped({ ...grouped, [member.sku]: e.target.value })}
          />
          <span>{formatPrice(member.price_incl_tax, storeCode)}</span>
        </div>
      ))}
      <div className="np-buy__row">
        {product.type_id !== 'grouped' && (
          <div>
            <label htmlFor={`np-qty-${product.id}`}>{t('ui.product.qty')}</label>{' '}
            <input
              id={`np-qty-${product.id}`}
              type="number"
              name="qty"
              min={1}
              step={1}
              inputMode="numeric"
              value={qty}
              onChange={(e) => setQty(e.target.value)}
              aria-invalid={qtyMessage ? true : undefined}
              aria-describedby={qtyMessage ? `np-qty-err-${product.id}` : undefined}
            />
            {qtyMessage && <p id={`np-qty-err-${product.id}`} className="np-buy__message np-buy__message--error">{qtyMessage}</p>}
          </div>
        )}
        {product.type_id !== 'grouped' && <strong>{formatPrice(unitPrice, storeCode)}</strong>}
        <button type="submit" className="np-button np-button--primary" disabled={isAdding} aria-disabled={isAdding}>
          {isAdding ? t('ui.product.adding') : t('ui.product.addToCart')}
        </button>
      </div>
      <p id={statusId} className={`np-buy__message${status?.type === 'error' ? ' np-buy__message--error' : ''}`} role="status" aria-live="polite">
        {status?.text ?? ''}
      </p>
    </form>
  );
}
