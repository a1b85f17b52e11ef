/** Stock and prices of one sku: find it, see its stock and each store's price and sale, change them. */
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { StaffSku } from '../../lib/staff/stock.ts';
import { money, when } from './format.ts';
import { StaffSubmit } from './StaffButton.tsx';
import { StaffDateRange, StaffField, StaffSearch } from './StaffField.tsx';
import { staffCall, type StaffScreenProps, TaskStatus, useStaffScreen } from './task.tsx';

type Row = StaffSku['prices'][number];
/** What the price form of one store holds (texts as typed; times as a datetime-local input's value). */
type Draft = { price: string; special: string; from: string; to: string };

/** An instant as a datetime-local input shows it: the browser's local time, to the minute. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const draftOf = (row: Row): Draft => ({
  price: String(row.price),
  special: row.special_price === null ? '' : String(row.special_price),
  from: localInput(row.special_from),
  to: localInput(row.special_to),
});
const amount = (text: string) => Number(text.trim().replace(',', '.'));
const instant = (text: string) => (text ? new Date(text).toISOString() : null);

/** Props: texts, language, and what the staff member may change. */
export function StaffStock({
  messages,
  locale,
  mayStock,
  mayPrice,
}: StaffScreenProps & {
  mayStock: boolean;
  mayPrice: boolean;
}) {
  const { t, id, task } = useStaffScreen(messages);
  const [shown, setShown] = useState<StaffSku>();
  const [qty, setQty] = useState('');
  const [prices, setPrices] = useState<Record<string, Draft>>({});
  const show = (found: StaffSku) => {
    setShown(found);
    setQty(found.qty === null ? '' : String(found.qty));
    setPrices(Object.fromEntries(found.prices.map((row) => [row.store, draftOf(row)])));
  };
  const find = (text: string) =>
    void task.run(async () => show(await staffCall(apiRoutes.staffSku, { query: { sku: text.trim() } })));
  const saveQty = (event: FormEvent) => {
    event.preventDefault();
    void task.run(async () => {
      show(await staffCall(apiRoutes.staffStockSet, { body: { sku: shown!.sku, qty: Number(qty) } }));
      return t('staff.saved');
    });
  };
  const savePrice = (row: Row) => (event: FormEvent) => {
    event.preventDefault();
    void task.run(async () => {
      const draft = prices[row.store] ?? draftOf(row);
      const price = amount(draft.price);
      const special = draft.special.trim() === '' ? null : amount(draft.special);
      const body = {
        sku: shown!.sku,
        store: row.store,
        price,
        special_price: special,
        special_from: special === null ? null : instant(draft.from),
        special_to: special === null ? null : instant(draft.to),
      };
      show(await staffCall(apiRoutes.staffPriceSet, { body }));
      return t('staff.stock.priceSaved', {
        store: t(`staff.store.${row.store}`),
        price: money(price, row.currency, locale),
      });
    });
  };
  const special = (row: Row) =>
    row.special_price === null
      ? t('staff.none')
      : `${t('staff.stock.special', { price: money(row.special_price, row.currency, locale) })}${
          row.special_from || row.special_to
            ? ` (${row.special_from ? when(row.special_from, locale) : ''}–${row.special_to ? when(row.special_to, locale) : ''})`
            : ''
        }`;

  return (
    <>
      <StaffSearch label={t('staff.stock.sku')} button={t('staff.stock.find')} busy={task.busy} onSearch={find} />
      <TaskStatus error={task.error} notice={task.notice} />
      {shown && (
        <section className="np-staff__card" aria-labelledby={`${id}-name`}>
          <h2 id={`${id}-name`}>
            {shown.name} · {shown.sku}
          </h2>
          {shown.qty !== null && (
            <form className="np-staff__inline" onSubmit={saveQty}>
              <StaffField
                id={`${id}-qty`}
                label={t('staff.stock.qty')}
                type="number"
                min={0}
                required
                readOnly={!mayStock}
                value={qty}
                onValue={setQty}
              />
              {mayStock && (
                <StaffSubmit busy={task.busy} secondary>
                  {t('staff.stock.saveQty')}
                </StaffSubmit>
              )}
            </form>
          )}
          <p>
            {shown.is_in_stock ? t('staff.stock.inStock') : t('staff.stock.outOfStock')} · {t('staff.stock.shared')}
          </p>
          <h3>{t('staff.stock.prices')}</h3>
          {shown.prices.map((row) => {
            const draft = prices[row.store] ?? draftOf(row);
            const store = t(`staff.store.${row.store}`);
            const edit = (field: keyof Draft, value: string) =>
              setPrices({ ...prices, [row.store]: { ...draft, [field]: value } });
            return (
              <form key={row.store} className="np-staff__inline" onSubmit={savePrice(row)}>
                <StaffField
                  id={`${id}-price-${row.store}`}
                  label={t('staff.stock.price', { store, currency: row.currency })}
                  inputMode="decimal"
                  required
                  readOnly={!mayPrice}
                  value={draft.price}
                  onValue={(value) => edit('price', value)}
                />
                <span>{special(row)}</span>
                {mayPrice && (
                  <>
                    <StaffField
                      id={`${id}-special-${row.store}`}
                      label={t('staff.stock.specialPrice', { store, currency: row.currency })}
                      inputMode="decimal"
                      value={draft.special}
                      onValue={(value) => edit('special', value)}
                    />
                    <StaffDateRange
                      ids={[`${id}-from-${row.store}`, `${id}-to-${row.store}`]}
                      labels={[t('staff.stock.specialFrom', { store }), t('staff.stock.specialTo', { store })]}
                      values={[draft.from, draft.to]}
                      type="datetime-local"
                      onValue={edit}
                    />
                    <StaffSubmit busy={task.busy} secondary>
                      {t('staff.stock.savePrice', { store })}
                    </StaffSubmit>
                  </>
                )}
              </form>
            );
          })}
        </section>
      )}
    </>
  );
}
