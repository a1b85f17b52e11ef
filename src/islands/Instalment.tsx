/**
 * Instalment: the invoice and part-payment widget line ("From 100 kr/month over 24 months") on product and
 * checkout pages; the widget session comes from /api/ext/avarda-widget/init and is cached until it expires.
 * Mount: `<Instalment client:visible storeCode={store.storeCode} price={finalPriceInclTax} />`. Renders nothing on
 * the server and nothing when the widget cannot be loaded (failures are only logged).
 */
import { useEffect, useState } from 'react';
import { monthlyAmount, widgetSession } from '../lib/checkout/store.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import { useT } from './ui/hooks.ts';

/** The monthly amount line. */
export function Instalment({ storeCode, price }: { storeCode: StoreCode; price: number }) {
  const t = useT(storeCode);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void widgetSession().then((session) => setReady(session !== null));
  }, []);
  if (!ready || price <= 0) return null;
  return <p className="np-instalment">{t('ui.instalment.monthly', { amount: formatPrice(monthlyAmount(price), storeCode) })}</p>;
}
