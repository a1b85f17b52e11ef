/**
 * OrderShipments: the parcels of an order in My orders, each with its carrier, tracking number and a link to the
 * carrier's tracking page, and what was refunded. Presentational over an order of the order history
 * (`GET /api/user/order-history`); the status itself is part of the order's line (src/lib/accounts/order-view.ts).
 */
import type { HistoryOrder } from '../../lib/accounts/schema.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';
import { formatPrice } from '../../lib/store-view/format.ts';
import { useT } from './hooks.ts';

/** The parcels of an order with their tracking links, and what was refunded. */
export function OrderShipments({ order, storeCode }: { order: Partial<HistoryOrder>; storeCode: StoreCode }) {
  const t = useT(storeCode);
  const shipments = order.shipments ?? [];
  const refunded = order.refunded_amount ?? 0;
  if (shipments.length === 0 && refunded <= 0) return null;
  return (
    <>
      {shipments.length > 0 && (
        <ul className="np-line-options" aria-label={t('ui.account.shipments')}>
          {shipments.map((parcel) => (
            <li key={parcel.id}>
              {t('ui.account.shipment', { carrier: parcel.carrier_title, tracking: parcel.tracking_number })}
              {parcel.tracking_url && (
                <>
                  {' · '}
                  <a href={parcel.tracking_url} rel="noopener noreferrer">
                    {t('ui.account.track', { carrier: parcel.carrier_title })}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {refunded > 0 && <p>{t('ui.account.refunded', { amount: formatPrice(refunded, storeCode) })}</p>}
    </>
  );
}
