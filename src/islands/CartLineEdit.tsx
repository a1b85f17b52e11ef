/**
 * CartLineEdit: the cart page's edit mode for one line (the cart store's `$cartEditMode`): the variant's options as
 * selects (values sold out beside the other choices are disabled and say so) and the quantity; saving swaps the
 * line to the chosen variant or sets its quantity (src/lib/cart/edit.ts). Used by Minicart on the cart page.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { applyLineEdit, optionChoices, planLineEdit, reselect } from '../lib/cart/edit.ts';
import { $cartEditMode, closeEditMode, openEditMode, type CartItem } from '../lib/cart/store.ts';
import { searchCall, type SearchProduct } from '../lib/search/api.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { selectionOf, type ConfigurableProduct, type Selection } from '../lib/variant/select.ts';
import { useT } from './ui/hooks.ts';

type Product = ConfigurableProduct & SearchProduct;

/** The "change" button of a line; it opens (or closes) the line's edit form. */
export function CartLineEditButton({ item, storeCode }: { item: CartItem; storeCode: StoreCode }) {
  const t = useT(storeCode);
  const mode = useStore($cartEditMode);
  const open = mode?.checksum === item.checksum;
  return (
    <button
      type="button"
      className="np-link"
      aria-expanded={open}
      aria-controls={`np-edit-${item.checksum}`}
      onClick={() => (open ? closeEditMode() : openEditMode(item))}
    >
      {t('site.cart.edit', { name: item.name })}
    </button>
  );
}

/** The edit form of the line in edit mode (nothing for the other lines). */
export function CartLineEdit({ item, storeCode }: { item: CartItem; storeCode: StoreCode }) {
  const t = useT(storeCode);
  const id = useId();
  const mode = useStore($cartEditMode);
  const open = mode?.checksum === item.checksum;
  // undefined while loading; null when the line has no variants to choose (only its quantity changes).
  const [product, setProduct] = useState<Product | null | undefined>(undefined);
  const [selection, setSelection] = useState<Selection>({});
  const [qty, setQty] = useState(String(item.qty));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    // A variant's sku finds its configurable parent too (a line from the server cart knows no parent sku).
    void searchCall(storeCode, { query: { filters: { sku: item.parentSku ?? item.sku } }, size: 1 }).then(
      (result) => {
        const found = result.items[0] as Product | undefined;
        const child = found?.configurable_children?.find((c) => c.sku === item.sku);
        if (!live) return;
        setProduct(found && child ? found : null);
        setSelection(found && child ? selectionOf(found, child) : {});
      },
      () => live && setProduct(null),
    );
    return () => {
      live = false;
    };
  }, [open, item.parentSku, item.sku, storeCode]);
  useEffect(() => {
    if (open) document.getElementById(`np-edit-${item.checksum}`)?.querySelector<HTMLElement>('select, input')?.focus();
  }, [open, product, item.checksum]);
  if (!open) return null;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const plan = planLineEdit(item, product ?? null, selection, Number(qty));
    if (plan.kind === 'invalid') {
      setError(
        plan.reason === 'quantity'
          ? t(Number.isInteger(Number(qty)) ? 'form.qtyAboveZero' : 'form.qtyPositiveInteger')
          : t('form.requiredSelections'),
      );
      return;
    }
    setError('');
    if (plan.kind === 'none') return closeEditMode();
    setBusy(true);
    try {
      if (await applyLineEdit(item, product ?? { sku: item.sku }, plan)) closeEditMode();
    } finally {
      setBusy(false);
    }
  };
  const options = product?.configurable_options ?? [];
  return (
    <form
      id={`np-edit-${item.checksum}`}
      className="np-cart-edit"
      onSubmit={(e) => void save(e)}
      noValidate
      aria-label={t('site.cart.edit', { name: item.name })}
    >
      {product === undefined && <p>{t('ui.cart.loading')}</p>}
      {options.map((option) => (
        <div className="np-field" key={option.attribute_code}>
          <label htmlFor={`${id}-${option.attribute_code}`}>{option.label}</label>
          <select
            id={`${id}-${option.attribute_code}`}
            value={String(selection[option.attribute_code] ?? '')}
            onChange={(e) => setSelection(reselect(product!, selection, option.attribute_code, e.target.value))}
          >
            {optionChoices(product!, selection, option.attribute_code).map((choice) => (
              <option key={choice.value} value={choice.value} disabled={!choice.available}>
                {choice.available ? choice.label : `${choice.label} – ${t('product.soldOutValue')}`}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="np-field">
        <label htmlFor={`${id}-qty`}>{t('ui.cart.qtyOf', { name: item.name })}</label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={qty}
          onChange={(e) => setQty(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <p id={`${id}-error`} role="alert" className="np-buy__message np-buy__message--error">
        {error}
      </p>
      <div className="np-buy__row">
        <button type="submit" className="np-button" disabled={busy || product === undefined}>
          {t('site.cart.save')}
        </button>
        <button type="button" className="np-button np-button--secondary" onClick={closeEditMode}>
          {t('site.cart.cancel')}
        </button>
      </div>
    </form>
  );
}
