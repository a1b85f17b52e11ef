/**
 * StockAlert: the back-in-stock form of a sold-out product or of its sold-out variants (a mail goes out when the
 * chosen sku is back: `npm run restock`, stock-alerts/service.ts).
 * Mount: `slots.ts` puts a button into `div[data-island-slot="stock-alert"][data-variants][data-title]` (the product
 * page renders that slot only when something is sold out) and mounts this form there when it is pressed. Props:
 * `storeCode`, `variants` — the sold-out skus with their labels ("Blå / L"; '' for a product without variants),
 * `autoFocus` — move focus into the form (it replaced the button that had it).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { translateApiMessage } from '../lib/i18n/i18n.ts';
import { createStockAlert } from '../lib/stock-alert/api.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { Field } from './ui/Field.tsx';
import { isEmail } from '../lib/forms/rules.ts';
import { useT } from './ui/hooks.ts';
import './islands.css';

/** A sold-out sku a shopper can ask about. */
export interface SoldOutVariant {
  sku: string;
  label: string;
}

/** The back-in-stock form. */
export function StockAlert({
  storeCode,
  variants,
  autoFocus = false,
}: {
  storeCode: StoreCode;
  variants: SoldOutVariant[];
  autoFocus?: boolean;
}) {
  const t = useT(storeCode);
  const id = useId();
  const [sku, setSku] = useState(variants[0]?.sku ?? '');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) return setError(t(email.trim() ? 'form.invalidEmail' : 'form.required'));
    setError(undefined);
    setBusy(true);
    try {
      await createStockAlert(sku, email);
      setDone(true);
    } catch (failure) {
      setError(translateApiMessage(storeCode, (failure as Error).message));
    } finally {
      setBusy(false);
    }
  };
  const choose = variants.length > 1 || variants[0]?.label !== '';
  useEffect(() => {
    if (autoFocus) document.getElementById(choose ? `${id}-sku` : `${id}-email`)?.focus();
  }, [autoFocus, choose, id]);
  if (variants.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('ui.stockAlert.title')}</h2>
      {done ? (
        <p role="status">{t('ui.stockAlert.done')}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
          {choose && (
            <div className="np-field">
              <label htmlFor={`${id}-sku`}>{t('ui.stockAlert.variant')}</label>
              <select id={`${id}-sku`} value={sku} onChange={(e) => setSku(e.target.value)}>
                {variants.map((v) => (
                  <option key={v.sku} value={v.sku}>
                    {v.label || v.sku}
                  </option>
                ))}
              </select>
            </div>
          )}
          <Field
            id={`${id}-email`}
            label={t('ui.account.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <button type="submit" className="np-button" aria-disabled={busy || undefined}>
            {t('ui.stockAlert.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
