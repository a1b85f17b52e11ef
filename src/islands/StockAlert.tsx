/**
 * StockAlert: the back-in-stock form of a sold-out product or of its sold-out variants (a mail goes out when the chosen
 * sku is back: `npm run restock`, stock-alerts/service.ts). More in README.md.
 */
import { useEffect, useId } from 'react';
import { validateEmailOnly } from '../lib/forms/validate.ts';
import { createStockAlert } from '../lib/stock-alert/api.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { EmailField } from './ui/Fields.tsx';
import { useT } from './ui/hooks.ts';
import { useForm } from './ui/use-form.ts';
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
  const form = useForm({
    storeCode,
    t,
    initial: { sku: variants[0]?.sku ?? '', email: '' },
    validate: validateEmailOnly,
    problemField: 'email',
    submit: async ({ sku, email }) => {
      await createStockAlert(sku, email);
    },
  });
  const choose = variants.length > 1 || variants[0]?.label !== '';
  useEffect(() => {
    if (autoFocus) document.getElementById(choose ? `${id}-sku` : `${id}-email`)?.focus();
  }, [autoFocus, choose, id]);
  if (variants.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('ui.stockAlert.title')}</h2>
      {form.done ? (
        <p role="status">{t('ui.stockAlert.done')}</p>
      ) : (
        <form onSubmit={form.onSubmit} noValidate aria-labelledby={`${id}-title`}>
          {choose && (
            <div className="np-field">
              <label htmlFor={`${id}-sku`}>{t('ui.stockAlert.variant')}</label>
              <select id={`${id}-sku`} {...form.text('sku')}>
                {variants.map((v) => (
                  <option key={v.sku} value={v.sku}>
                    {v.label || v.sku}
                  </option>
                ))}
              </select>
            </div>
          )}
          <EmailField id={`${id}-email`} t={t} {...form.field('email')} />
          <button type="submit" className="np-button" aria-disabled={form.busy || undefined}>
            {t('ui.stockAlert.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
