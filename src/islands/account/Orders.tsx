/** The customer's order history, 20 a page. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { orderPages, orderView } from '../../lib/accounts/order-view.ts';
import { $orders, loadOrders, ORDERS_PAGE_SIZE } from '../../lib/session/store.ts';
import type { FormProps } from './SignIn.tsx';
import { OrderShipments } from '../ui/OrderProgress.tsx';

/** Order history with paging. */
export function Orders({ t, storeCode }: Pick<FormProps, 't' | 'storeCode'>) {
  const orders = useStore($orders);
  const [page, setPage] = useState(1);
  useEffect(() => {
    void loadOrders(page);
  }, [page]);
  const pages = orderPages(orders?.total_count ?? 0, ORDERS_PAGE_SIZE);
  return (
    <section aria-labelledby="np-orders-title">
      <h2 id="np-orders-title">{t('ui.account.orders')}</h2>
      {!orders || orders.items.length === 0 ? (
        <p>{t('ui.account.noOrders')}</p>
      ) : (
        <ul className="np-list">
          {orders.items.map((order, index) => {
            const view = orderView(order, storeCode);
            return (
              <li key={view.number || index}>
                {t('ui.account.orderNumber', { number: view.number })}
                {view.date && ` · ${view.date}`}
                {view.status && ` · ${t(view.status)}`}
                {view.total && ` · ${view.total}`}
                {view.lines.length > 0 && (
                  <ul className="np-line-options">
                    {view.lines.map((line, n) => (
                      <li key={n}>{line}</li>
                    ))}
                  </ul>
                )}
                <OrderShipments order={order} storeCode={storeCode} />
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav className="np-buy__row" aria-label={t('ui.account.orders')}>
          <button type="button" className="np-iconbutton" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('ui.account.previous')}
          </button>
          <span>{t('ui.account.page', { page, pages })}</span>
          <button type="button" className="np-iconbutton" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('ui.account.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
