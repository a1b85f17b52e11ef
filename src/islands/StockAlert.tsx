/**
 * StockAlert: the back-in-stock form of an out-of-stock product (a mail goes out when it is back).
 * Mount on the product page when the product or chosen variant is out of stock:
 * `<StockAlert client:visible storeCode={store.storeCode} sku={sku} />`.
 */
import { useId, useState, type FormEvent } from 'react';
import { translateApiMessage } from '../lib/i18n/i18n.ts';
import { createStockAlert } from '../lib/stock-alert/api.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { Field } from './ui/Field.tsx';
import { isEmail } from '../lib/forms/rules.ts';
import { useT } from './ui/hooks.ts';
import './islands.css';

/** The back-in-stock form. */
export function StockAlert({ storeCode, sku }: { storeCode: StoreCode; sku: string }) {
  const t = useT(storeCode);
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) return setError(t(email.trim() ? 'form.invalidEmail' : 'form.required'));
    try {
      await createStockAlert(sku, email);
      setDone(true);
    } catch (failure) {
      setError(translateApiMessage(storeCode, (failure as Error).message));
    }
  };
  if (done) return <p role="status">{t('ui.stockAlert.done')}</p>;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('ui.stockAlert.title')}</h2>
      <Field id={`${id}-email`} label={t('ui.account.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <button type="submit" className="np-button">{t('ui.stockAlert.submit')}</button>
    </form>
  );
}
