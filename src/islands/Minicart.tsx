/**
 * Minicart: the cart side panel (lines with quantity steppers, coupon, totals, links to cart and checkout). More in
 * README.md.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { $cart, applyCoupon, loadCart, removeCoupon, removeFromCart, updateQuantity } from '../lib/cart/store.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { $ui, closePanel } from '../lib/ui/store.ts';
import { CartLineEdit, CartLineEditButton } from './CartLineEdit.tsx';
import { ProductName } from './ui/AddSaved.tsx';
import { FreeShipping } from './ui/FreeShipping.tsx';
import { useT } from './ui/hooks.ts';
import './islands.css';

/** Props of the minicart. */
export interface MinicartProps {
  storeCode: StoreCode;
  cartHref: string;
  checkoutHref: string;
  inline?: boolean;
  onClosed?: () => void;
}

/** The cart panel. */
export function Minicart({ storeCode, cartHref, checkoutHref, inline = false, onClosed }: MinicartProps) {
  const cart = useStore($cart);
  const ui = useStore($ui);
  const t = useT(storeCode);
  const open = inline || ui.panel === 'microcart';
  const panel = useRef<HTMLDivElement>(null);
  const [coupon, setCoupon] = useState('');
  const wasOpen = useRef(false);

  useEffect(() => {
    void loadCart();
  }, []);

  useEffect(() => {
    if (inline) return;
    if (open) panel.current?.querySelector<HTMLElement>('button, a, input')?.focus();
    else if (wasOpen.current) onClosed?.();
    wasOpen.current = open;
  }, [open, inline, onClosed]);

  if (!open) return null;
  const price = (amount: number) => formatPrice(amount, storeCode);
  const totals = cart.totals;
  const segment = (code: string) => totals?.total_segments?.find((s) => s.code === code)?.value;
  const subtotal = totals?.subtotal_incl_tax ?? cart.items.reduce((sum, i) => sum + i.price * i.qty, 0);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (inline) return;
    if (event.key === 'Escape') closePanel();
    if (event.key === 'Tab' && panel.current) {
      // Keep focus inside the dialog while it is open.
      const focusable = [
        ...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
      ];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const submitCoupon = async (event: FormEvent) => {
    event.preventDefault();
    if (await applyCoupon(coupon)) setCoupon('');
  };

  const body = (
    <div
      ref={panel}
      className={inline ? 'np-minicart np-minicart--inline' : 'np-minicart'}
      {...(inline ? {} : { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'np-minicart-title' })}
      onKeyDown={onKeyDown}
    >
      <div className="np-minicart__head">
        <h2 id="np-minicart-title">{t('ui.cart.title')}</h2>
        {!inline && (
          <button type="button" className="np-minicart__close" onClick={closePanel} aria-label={t('ui.cart.close')}>
            ×
          </button>
        )}
      </div>
      {!cart.loaded ? (
        <p>{t('ui.cart.loading')}</p>
      ) : cart.items.length === 0 ? (
        <p>{t('ui.cart.empty')}</p>
      ) : (
        <>
          <ul className="np-minicart__lines">
            {cart.items.map((item) => (
              <li key={item.checksum} className="np-minicart__line">
                <div className="np-minicart__name">
                  <ProductName item={item} />
                  {item.options?.map((o) => (
                    <span key={o.label} className="np-minicart__option">{`${o.label}: ${o.value}`}</span>
                  ))}
                  {item.is_in_stock === false && (
                    <span className="np-minicart__stock">{t('ui.cart.outOfStockLine')}</span>
                  )}
                  {inline && !item.bundleChildren?.length && <CartLineEditButton item={item} storeCode={storeCode} />}
                </div>
                <div className="np-minicart__qty">
                  <button
                    type="button"
                    aria-label={t('ui.cart.decrease', { name: item.name })}
                    onClick={() => void updateQuantity(item.checksum, item.qty - 1)}
                  >
                    −
                  </button>
                  <output aria-label={t('ui.cart.qtyOf', { name: item.name })}>{item.qty}</output>
                  <button
                    type="button"
                    aria-label={t('ui.cart.increase', { name: item.name })}
                    onClick={() => void updateQuantity(item.checksum, item.qty + 1)}
                  >
                    +
                  </button>
                </div>
                <span className="np-minicart__price">{price(item.price * item.qty)}</span>
                <button
                  type="button"
                  className="np-minicart__remove"
                  aria-label={t('ui.cart.remove', { name: item.name })}
                  onClick={() => void removeFromCart(item.checksum)}
                >
                  ×
                </button>
                {inline && <CartLineEdit item={item} storeCode={storeCode} />}
              </li>
            ))}
          </ul>
          {cart.couponCode ? (
            <p className="np-minicart__coupon">
              {t('ui.cart.couponActive', { code: cart.couponCode })}{' '}
              <button type="button" className="np-link" onClick={() => void removeCoupon()}>
                {t('ui.cart.removeCoupon', { code: cart.couponCode })}
              </button>
            </p>
          ) : (
            <form className="np-minicart__coupon" onSubmit={submitCoupon}>
              <label htmlFor="np-minicart-coupon">{t('ui.cart.coupon')}</label>
              <input
                id="np-minicart-coupon"
                value={coupon}
                onChange={(e) => setCoupon(e.target.value)}
                autoComplete="off"
              />
              <button type="submit" disabled={!coupon.trim()}>
                {t('ui.cart.applyCoupon')}
              </button>
            </form>
          )}
          <dl className="np-minicart__totals">
            <dt>{t('ui.cart.subtotal')}</dt>
            <dd>{price(subtotal)}</dd>
            {(segment('discount') ?? 0) !== 0 && (
              <>
                <dt>{t('ui.cart.discount')}</dt>
                <dd>{price(segment('discount')!)}</dd>
              </>
            )}
            {(segment('giftcard') ?? 0) !== 0 && (
              <>
                <dt>{t('ui.cart.giftCardUsed')}</dt>
                <dd>{price(segment('giftcard')!)}</dd>
              </>
            )}
            {totals && (
              <>
                <dt>{t('ui.cart.grandTotal')}</dt>
                <dd>{price(totals.grand_total)}</dd>
              </>
            )}
          </dl>
          <FreeShipping storeCode={storeCode} goodsValue={subtotal + (segment('discount') ?? 0)} />
          <div className="np-minicart__actions">
            {!inline && <a href={cartHref}>{t('ui.cart.viewCart')}</a>}
            <a className="np-button" href={checkoutHref}>
              {t('ui.cart.toCheckout')}
            </a>
          </div>
        </>
      )}
    </div>
  );
  if (inline) return body;
  return (
    <>
      <div className="np-overlay" onClick={closePanel} aria-hidden="true" />
      {body}
    </>
  );
}

let root: { trigger: HTMLElement | null } | null = null;

/**
 * Opens the minicart dialog, mounting React on first use (the header badge calls this on click, so pages that
 * never open the cart load no React). Focus returns to `trigger` on close.
 */
export async function openMinicart(options: {
  storeCode: StoreCode;
  cartHref: string;
  checkoutHref: string;
  trigger: HTMLElement | null;
}): Promise<void> {
  const { openPanel } = await import('../lib/ui/store.ts');
  if (!root) {
    const [{ createRoot }, { ensureNotifications }] = await Promise.all([
      import('react-dom/client'),
      import('./Notifications.tsx'),
    ]);
    root = { trigger: options.trigger };
    const host = document.createElement('div');
    host.id = 'np-minicart-root';
    document.body.append(host);
    ensureNotifications(options.storeCode);
    createRoot(host).render(
      <Minicart
        storeCode={options.storeCode}
        cartHref={options.cartHref}
        checkoutHref={options.checkoutHref}
        onClosed={() => root?.trigger?.focus()}
      />,
    );
  }
  root.trigger = options.trigger;
  openPanel('microcart');
}
