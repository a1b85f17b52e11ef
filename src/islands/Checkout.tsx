/**
 * Checkout: personal details (optional account creation), shipping address, shipping method with the
 * service-point finder, coupon and gift card, order review, payment through the built-in provider (init → purchase
 * token → payment step page /pay/{token} → complete, with retries) and the confirmation (order number, e-mail);
 * the cart is emptied after the order.
 * Mount on /checkout inside `[data-island-slot="checkout"]`: `<Checkout client:only="react" storeCode={store.storeCode} />`
 * (client:only: the cart and saved details live in the browser). Props: `storeCode`, `cartHref?` (back link).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  servicePointsCall,
  setServicePointCall,
  shippingInformationCall,
  shippingMethodsCall,
  type CartRef,
  type ServicePoint,
  type ShippingMethod,
} from '../lib/cart/api.ts';
import { routePath } from '../lib/routes/routes.ts';
import {
  $cart,
  applyCoupon,
  applyGiftCard,
  cartRef,
  cartSettled,
  clearCart,
  loadCart,
  removeCoupon,
  resetCart,
  syncTotals,
} from '../lib/cart/store.ts';
import {
  $offlineOrders,
  completePaidOrder,
  loadOfflineOrders,
  newOrderId,
  placeOrder,
  type PlaceResult,
} from '../lib/checkout/orders.ts';
import {
  $checkoutDetails,
  $externalCheckout,
  $orderConfirmation,
  initPayment,
  saveCheckoutDetails,
} from '../lib/checkout/store.ts';
import { translateApiMessage } from '../lib/i18n/i18n.ts';
import { register, $user } from '../lib/session/store.ts';
import { storePath, storeViews, type StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import { setCheckoutMode } from '../lib/ui/store.ts';
import { ensureNotifications } from './Notifications.tsx';
import { OfflineOrders, useOnline } from './OfflineOrders.tsx';
import { Field } from './ui/Field.tsx';
import { isEmail, isPostcode } from '../lib/forms/rules.ts';
import { FreeShipping } from './ui/FreeShipping.tsx';
import { OrderSummary } from './ui/OrderSummary.tsx';
import { useT } from './ui/hooks.ts';
import './islands.css';

type Step = 'personal' | 'shipping' | 'method' | 'review';
const PENDING_KEY = 'np-payment-pending';
/** Service points shown at first and added by each "show more". */
const POINTS_PAGE = 5;

/** A payment started in this tab: its cart and the order_id its order is placed with (one id however often it is completed). */
type PendingPayment = CartRef & { orderId: string };

/** The payment started in this tab (kept while the shopper is on the payment step). */
function pendingPayment(): PendingPayment | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    const ref = JSON.parse(raw) as Partial<PendingPayment>;
    return typeof ref.cartId === 'string'
      ? {
          cartId: ref.cartId,
          user: ref.user === true,
          orderId: typeof ref.orderId === 'string' ? ref.orderId : newOrderId(),
        }
      : null;
  } catch {
    return null;
  }
}

/** The checkout. */
export function Checkout({ storeCode, cartHref }: { storeCode: StoreCode; cartHref?: string }) {
  const t = useT(storeCode);
  const country = storeViews[storeCode].countryId;
  const cart = useStore($cart);
  const details = useStore($checkoutDetails);
  const payment = useStore($externalCheckout);
  const confirmation = useStore($orderConfirmation);
  const user = useStore($user);
  const offlineOrders = useStore($offlineOrders);
  const online = useOnline();
  const [step, setStep] = useState<Step>('personal');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [methods, setMethods] = useState<ShippingMethod[] | null>(null);
  const [points, setPoints] = useState<ServicePoint[] | null>(null);
  const [pointQuery, setPointQuery] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [coupon, setCoupon] = useState('');
  const [giftCard, setGiftCard] = useState('');
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const [shownPoints, setShownPoints] = useState(POINTS_PAGE);
  const price = (amount: number) => formatPrice(amount, storeCode);
  const tr = (text: string) => translateApiMessage(storeCode, text);

  useEffect(() => {
    ensureNotifications(storeCode);
    setCheckoutMode(true);
    void loadOfflineOrders();
    // Back from the payment step: ?payment=approved completes the order and opens the confirmation page;
    // declined and cancelled payments come back to the review with a message.
    const outcome = new URLSearchParams(location.search).get('payment');
    if (outcome) history.replaceState(history.state, '', location.pathname);
    const waiting = pendingPayment();
    void loadCart().then(async () => {
      if (outcome === 'declined' || outcome === 'cancelled') {
        sessionStorage.removeItem(PENDING_KEY);
        setStep('review');
        setMessage(t(outcome === 'declined' ? 'ui.checkout.paymentDeclined' : 'ui.checkout.paymentCancelled'));
        return;
      }
      const current = outcome === 'approved' ? cartRef() : null;
      const ref = waiting ?? (current ? { ...current, orderId: newOrderId() } : null);
      if (ref) {
        setPending(ref);
        setStep('review');
        await finish(ref);
      }
    });
    if (user && !details.personal.emailAddress) {
      saveCheckoutDetails('personal', { firstName: user.firstname, lastName: user.lastname, emailAddress: user.email });
    }
    // A customer's saved delivery address (in this store's country, the one checkout ships to) fills an empty address step.
    const saved = user?.addresses?.find((a) => a.default_shipping) ?? user?.addresses?.[0];
    if (saved && saved.country_id === country && !details.shipping.streetAddress) {
      saveCheckoutDetails('shipping', {
        streetAddress: saved.street[0] ?? '',
        apartmentNumber: saved.street[1] ?? '',
        zipCode: saved.postcode,
        city: saved.city,
        phoneNumber: saved.telephone ?? '',
        company: saved.company ?? '',
      });
    }
    return () => setCheckoutMode(false);
    // Runs once on mount: the saved details and a pending payment are read from storage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new step's heading takes the focus (not on arrival), so keyboard and screen reader users start at the step.
  const shownStep = useRef<Step | null>(null);
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step) document.getElementById(`np-co-${step}`)?.focus();
    shownStep.current = step;
  }, [step]);

  // The approved payment's order goes the checkout's one order path (retries, refusals, queue; src/lib/checkout/orders.ts).
  async function finish(ref: PendingPayment) {
    const itemCount = $cart.get().items.reduce((sum, item) => sum + item.qty, 0);
    const result = await completePaidOrder(
      ref,
      { order_id: ref.orderId, purchaseToken: $externalCheckout.get().purchaseJwt },
      itemCount,
    );
    if (result.status === 'placed') {
      sessionStorage.removeItem(PENDING_KEY);
      await resetCart();
      location.replace(routePath(storeCode, 'orderConfirmation'));
    } else await settled(result);
  }

  // A refusal is shown and the cart kept; a queued order (offline, or the server failing every attempt) waits in the
  // browser like an offline order, and the checkout shows it waiting.
  async function settled(result: Exclude<PlaceResult, { status: 'placed' }>) {
    if (result.status === 'refused') return setMessage(result.message);
    setMessage(result.status === 'queued' ? (result.message ?? null) : null);
    if (result.status === 'queued') {
      sessionStorage.removeItem(PENDING_KEY);
      setPending(null);
    }
    if (result.status !== 'duplicate') await clearCart({ sync: false });
  }

  if (confirmation) {
    return (
      <section aria-labelledby="np-thanks" className="np-confirmation">
        <h2 id="np-thanks" tabIndex={-1}>
          {t('ui.checkout.thanks')}
        </h2>
        <p>{t('ui.checkout.orderNumber', { number: confirmation.order_number })}</p>
        <p>{t('ui.checkout.emailSent', { email: confirmation.customer_email })}</p>
        <p>
          <a href={storePath(storeCode, '/')}>{t('nav.home')}</a>
        </p>
      </section>
    );
  }
  if (!cart.loaded) return <p>{t('ui.cart.loading')}</p>;
  if (cart.items.length === 0 && !pending) {
    if (offlineOrders.length > 0) return <OfflineOrders storeCode={storeCode} />;
    return (
      <p>
        {t('ui.cart.empty')}
        {cartHref ? (
          <>
            {' '}
            <a href={cartHref}>{t('ui.cart.viewCart')}</a>
          </>
        ) : null}
      </p>
    );
  }

  const personal = details.personal;
  const shipping = details.shipping;
  const steps: Step[] = ['personal', 'shipping', 'method', 'review'];
  const stepNo = steps.indexOf(step) + 1;

  const submitPersonal = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!personal.firstName.trim()) next['firstName'] = t('form.required');
    if (!personal.lastName.trim()) next['lastName'] = t('form.required');
    if (!isEmail(personal.emailAddress))
      next['emailAddress'] = t(personal.emailAddress.trim() ? 'form.invalidEmail' : 'form.required');
    if (personal.createAccount && !password) next['password'] = t('form.required');
    setErrors(next);
    if (Object.keys(next).length) return setMessage(t('form.fixErrors'));
    setMessage(null);
    if (personal.createAccount && !user) {
      const created = await register({
        email: personal.emailAddress,
        firstname: personal.firstName,
        lastname: personal.lastName,
        password,
      });
      if (!created.ok) return setMessage(created.message);
      setPassword('');
      saveCheckoutDetails('personal', { createAccount: false });
    }
    setStep('shipping');
  };

  const submitShipping = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const key of ['streetAddress', 'zipCode', 'city', 'phoneNumber'] as const)
      if (!shipping[key].trim()) next[key] = t('form.required');
    if (!next['zipCode'] && !isPostcode(country, shipping.zipCode)) next['zipCode'] = t('error.invalidPostcode');
    setErrors(next);
    if (Object.keys(next).length) return setMessage(t('form.fixErrors'));
    setMessage(null);
    await cartSettled();
    const ref = cartRef();
    if (!ref) return setMessage(tr('Cart not found, please re-create the cart'));
    try {
      const found = await shippingMethodsCall(ref, {
        country_id: country,
        postcode: shipping.zipCode,
        city: shipping.city,
        street: [shipping.streetAddress],
      });
      setMethods(found);
      if (!shipping.shippingMethod && found[0])
        saveCheckoutDetails('shipping', {
          shippingMethod: found[0].method_code,
          shippingCarrier: found[0].carrier_code,
        });
      setPointQuery(shipping.zipCode);
      setPoints(null);
      setStep('method');
      const method = found.find(
        (m) =>
          m.method_code === (shipping.shippingMethod || found[0]?.method_code) &&
          m.carrier_code === (shipping.shippingCarrier || found[0]?.carrier_code),
      );
      if (method?.service_point) void findPoints(shipping.zipCode, method.carrier_code);
    } catch (error) {
      setMessage(tr((error as Error).message));
    }
  };

  const chosenMethod = methods?.find(
    (m) => m.method_code === shipping.shippingMethod && m.carrier_code === shipping.shippingCarrier,
  );

  const findPoints = async (postcode = pointQuery, carrier = chosenMethod?.carrier_code) => {
    try {
      setShownPoints(POINTS_PAGE);
      setPoints(await servicePointsCall(country, postcode.trim(), carrier));
    } catch (error) {
      setMessage(tr((error as Error).message));
    }
  };

  // The choice is kept here and set on the cart when the step is submitted (one call, checked by the server then).
  const choosePoint = (point: ServicePoint) => {
    saveCheckoutDetails('shipping', { servicePointId: point.id });
    setMessage(null);
  };

  const address = () => ({
    firstname: personal.firstName,
    lastname: personal.lastName,
    street: [shipping.streetAddress, ...(shipping.apartmentNumber ? [shipping.apartmentNumber] : [])],
    city: shipping.city,
    postcode: shipping.zipCode,
    country_id: country,
    countryId: country,
    telephone: shipping.phoneNumber,
    email: personal.emailAddress,
    ...(shipping.company ? { company: shipping.company } : {}),
  });

  const submitMethod = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosenMethod) return setMessage(t('form.required'));
    if (chosenMethod.service_point && !shipping.servicePointId)
      return setMessage(t('ui.checkout.servicePointRequired'));
    const ref = cartRef();
    if (!ref) return;
    try {
      await shippingInformationCall(ref, {
        shippingAddress: address(),
        billingAddress: address(),
        shippingCarrierCode: chosenMethod.carrier_code,
        shippingMethodCode: chosenMethod.method_code,
      });
      // Setting the method may reset the cart's pickup point: choose it again for the order.
      if (chosenMethod.service_point) await setServicePointCall(ref, shipping.servicePointId);
      await syncTotals();
      setMessage(null);
      setStep('review');
    } catch (error) {
      setMessage(tr((error as Error).message));
    }
  };

  const pay = async () => {
    const ref = cartRef();
    if (!ref) return;
    setMessage(null);
    const token = await initPayment(ref);
    if (!token) return setMessage($externalCheckout.get().error);
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...ref, orderId: newOrderId() }));
    location.assign(storePath(storeCode, `/pay/${encodeURIComponent(token)}`));
  };

  // Offline the order waits in the browser (paid by invoice) and is sent when the connection returns.
  const placeOffline = async () => {
    const ref = cartRef();
    if (!ref) return setMessage(tr('Cart not found, please re-create the cart'));
    const result = await placeOrder(
      {
        order_id: newOrderId(),
        cart_id: ref.cartId,
        products: cart.items.map((item) => ({
          sku: item.sku,
          qty: item.qty,
          ...(item.product_option ? { product_option: item.product_option } : {}),
        })),
        addressInformation: {
          shippingAddress: address(),
          billingAddress: address(),
          shipping_method_code: shipping.shippingMethod,
          shipping_carrier_code: shipping.shippingCarrier,
          ...(shipping.servicePointId ? { service_point_id: shipping.servicePointId } : {}),
          payment_method_code: 'invoice',
          payment_method_additional: {},
        },
      },
      ref.user,
    );
    if (result.status !== 'placed') return settled(result);
    await clearCart({ sync: false });
  };

  const totals = cart.totals;
  const segment = (code: string) => totals?.total_segments?.find((s) => s.code === code)?.value;
  const set = (part: 'personal' | 'shipping') => (key: string) => (e: { target: { value: string } }) =>
    saveCheckoutDetails(part, { [key]: e.target.value });
  const setP = set('personal');
  const setS = set('shipping');

  return (
    <div className="np-checkout">
      <p className="np-checkout__step" aria-live="polite">
        {t('ui.checkout.stepOf', { step: stepNo, steps: steps.length })}
      </p>
      {step === 'personal' && (
        <form onSubmit={(e) => void submitPersonal(e)} noValidate aria-labelledby="np-co-personal">
          <h2 id="np-co-personal" tabIndex={-1}>
            {t('ui.checkout.personal')}
          </h2>
          <Field
            id="np-co-first"
            label={t('ui.account.firstname')}
            autoComplete="given-name"
            value={personal.firstName}
            onChange={setP('firstName')}
            error={errors['firstName']}
          />
          <Field
            id="np-co-last"
            label={t('ui.account.lastname')}
            autoComplete="family-name"
            value={personal.lastName}
            onChange={setP('lastName')}
            error={errors['lastName']}
          />
          <Field
            id="np-co-email"
            label={t('ui.account.email')}
            type="email"
            autoComplete="email"
            value={personal.emailAddress}
            onChange={setP('emailAddress')}
            error={errors['emailAddress']}
          />
          {!user && (
            <div className="np-field">
              <label>
                <input
                  type="checkbox"
                  checked={personal.createAccount}
                  onChange={(e) => saveCheckoutDetails('personal', { createAccount: e.target.checked })}
                />{' '}
                {t('ui.checkout.createAccount')}
              </label>
            </div>
          )}
          {personal.createAccount && !user && (
            <Field
              id="np-co-password"
              label={t('ui.account.password')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors['password']}
            />
          )}
          <button type="submit" className="np-button">
            {t('ui.checkout.continue')}
          </button>
        </form>
      )}
      {step === 'shipping' && (
        <form onSubmit={(e) => void submitShipping(e)} noValidate aria-labelledby="np-co-shipping">
          <h2 id="np-co-shipping" tabIndex={-1}>
            {t('ui.checkout.shipping')}
          </h2>
          <Field
            id="np-co-company"
            label={t('ui.checkout.company')}
            autoComplete="organization"
            value={shipping.company}
            onChange={setS('company')}
          />
          <Field
            id="np-co-street"
            label={t('ui.checkout.street')}
            autoComplete="address-line1"
            value={shipping.streetAddress}
            onChange={setS('streetAddress')}
            error={errors['streetAddress']}
          />
          <Field
            id="np-co-apartment"
            label={t('ui.checkout.apartment')}
            autoComplete="address-line2"
            value={shipping.apartmentNumber}
            onChange={setS('apartmentNumber')}
          />
          <Field
            id="np-co-zip"
            label={t('ui.checkout.postcode')}
            autoComplete="postal-code"
            inputMode="numeric"
            value={shipping.zipCode}
            onChange={setS('zipCode')}
            error={errors['zipCode']}
          />
          <Field
            id="np-co-city"
            label={t('ui.checkout.city')}
            autoComplete="address-level2"
            value={shipping.city}
            onChange={setS('city')}
            error={errors['city']}
          />
          <Field
            id="np-co-phone"
            label={t('ui.checkout.phone')}
            type="tel"
            autoComplete="tel"
            value={shipping.phoneNumber}
            onChange={setS('phoneNumber')}
            error={errors['phoneNumber']}
          />
          <div className="np-buy__row">
            <button type="button" className="np-button np-button--secondary" onClick={() => setStep('personal')}>
              {t('ui.checkout.edit')}
            </button>
            <button type="submit" className="np-button">
              {t('ui.checkout.continue')}
            </button>
          </div>
        </form>
      )}
      {step === 'method' && methods && (
        <form onSubmit={(e) => void submitMethod(e)} noValidate aria-labelledby="np-co-method">
          <h2 id="np-co-method" tabIndex={-1}>
            {t('ui.checkout.method')}
          </h2>
          {methods.length === 0 && <p>{t('ui.checkout.noMethods')}</p>}
          {cart.totals && (
            <FreeShipping
              storeCode={storeCode}
              goodsValue={cart.totals.subtotal_incl_tax + (segment('discount') ?? 0)}
            />
          )}
          <fieldset>
            <legend className="np-visually-hidden">{t('ui.checkout.method')}</legend>
            {methods.map((m) => (
              <label key={`${m.carrier_code}_${m.method_code}`} className="np-field">
                <input
                  type="radio"
                  name="shipping-method"
                  checked={m === chosenMethod}
                  onChange={() => {
                    saveCheckoutDetails('shipping', {
                      shippingMethod: m.method_code,
                      shippingCarrier: m.carrier_code,
                      servicePointId: '',
                    });
                    setPoints(null);
                    if (m.service_point) void findPoints(pointQuery || shipping.zipCode, m.carrier_code);
                  }}
                />{' '}
                {m.carrier_title} – {m.method_title}:{' '}
                {m.price_incl_tax > 0 ? price(m.price_incl_tax) : t('ui.checkout.free')}
              </label>
            ))}
          </fieldset>
          {chosenMethod?.service_point && (
            <section aria-labelledby="np-co-points">
              <h3 id="np-co-points">{t('ui.checkout.servicePoint')}</h3>
              <div className="np-buy__row">
                <Field
                  id="np-co-point-zip"
                  label={t('ui.checkout.servicePointPostcode')}
                  inputMode="numeric"
                  value={pointQuery}
                  onChange={(e) => setPointQuery(e.target.value)}
                />
                <button type="button" className="np-button np-button--secondary" onClick={() => void findPoints()}>
                  {t('ui.checkout.findServicePoints')}
                </button>
              </div>
              {points && points.length === 0 && <p>{t('ui.checkout.noServicePoints')}</p>}
              {points && points.length > 0 && (
                <fieldset className="np-points">
                  <legend>{t('ui.checkout.choosePoint')}</legend>
                  {points.slice(0, shownPoints).map((point) => (
                    <label key={point.id} className="np-field np-point">
                      <input
                        type="radio"
                        name="service-point"
                        value={point.id}
                        checked={shipping.servicePointId === point.id}
                        onChange={() => choosePoint(point)}
                      />{' '}
                      <span>
                        <strong>{point.name}</strong>, {point.street}, {point.postcode} {point.city}
                        {point.distance_km !== undefined && (
                          <> · {t('ui.checkout.distance', { km: point.distance_km.toFixed(1) })}</>
                        )}
                        {point.opening_hours.length > 0 && (
                          <small className="np-point__hours">
                            {t('ui.checkout.opening', { hours: point.opening_hours.join(', ') })}
                          </small>
                        )}
                      </span>
                    </label>
                  ))}
                  {points.length > shownPoints && (
                    <button
                      type="button"
                      className="np-button np-button--secondary"
                      onClick={() => setShownPoints((n) => n + POINTS_PAGE)}
                    >
                      {t('ui.checkout.morePoints')}
                    </button>
                  )}
                </fieldset>
              )}
              {(() => {
                const chosen = points?.find((p) => p.id === shipping.servicePointId);
                return <p role="status">{chosen ? t('ui.checkout.chosen', { name: chosen.name }) : ''}</p>;
              })()}
            </section>
          )}
          <div className="np-buy__row">
            <button type="button" className="np-button np-button--secondary" onClick={() => setStep('shipping')}>
              {t('ui.checkout.edit')}
            </button>
            <button type="submit" className="np-button">
              {t('ui.checkout.continue')}
            </button>
          </div>
        </form>
      )}
      {step === 'review' && (
        <section aria-labelledby="np-co-review">
          <h2 id="np-co-review" tabIndex={-1}>
            {t('ui.checkout.review')}
          </h2>
          <ul className="np-list">
            {cart.items.map((item) => (
              <li key={item.checksum}>
                {item.qty} × {item.name}
                {item.options?.length
                  ? ` (${item.options.map((o) => `${o.label}: ${o.value}`).join(', ')})`
                  : ''} – {price(item.price * item.qty)}
              </li>
            ))}
          </ul>
          {cart.couponCode ? (
            <p>
              {t('ui.cart.couponActive', { code: cart.couponCode })}{' '}
              <button type="button" className="np-link" onClick={() => void removeCoupon()}>
                {t('ui.cart.removeCoupon', { code: cart.couponCode })}
              </button>
            </p>
          ) : (
            <form
              className="np-buy__row"
              onSubmit={(e) => {
                e.preventDefault();
                void applyCoupon(coupon).then((ok) => ok && setCoupon(''));
              }}
            >
              <Field
                id="np-co-coupon"
                label={t('ui.cart.coupon')}
                value={coupon}
                onChange={(e) => setCoupon(e.target.value)}
                autoComplete="off"
              />
              <button type="submit" className="np-button np-button--secondary" disabled={!coupon.trim()}>
                {t('ui.cart.applyCoupon')}
              </button>
            </form>
          )}
          {cart.giftCard ? (
            <p>
              {t('ui.checkout.giftCardActive', { code: cart.giftCard.code, amount: price(cart.giftCard.amount) })}{' '}
              <button type="button" className="np-link" onClick={() => void applyGiftCard('')}>
                {t('ui.checkout.removeGiftCard')}
              </button>
            </p>
          ) : (
            <form
              className="np-buy__row"
              onSubmit={(e) => {
                e.preventDefault();
                void applyGiftCard(giftCard).then((ok) => ok && setGiftCard(''));
              }}
            >
              <Field
                id="np-co-giftcard"
                label={t('ui.cart.giftCard')}
                value={giftCard}
                onChange={(e) => setGiftCard(e.target.value)}
                autoComplete="off"
              />
              <button type="submit" className="np-button np-button--secondary" disabled={!giftCard.trim()}>
                {t('ui.cart.applyGiftCard')}
              </button>
            </form>
          )}
          {totals && (
            <dl className="np-minicart__totals">
              <dt>{t('ui.cart.subtotal')}</dt>
              <dd>{price(totals.subtotal_incl_tax)}</dd>
              <dt>{t('ui.checkout.shippingCost')}</dt>
              <dd>{price(totals.shipping_incl_tax ?? 0)}</dd>
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
              <dt>{t('ui.cart.grandTotal')}</dt>
              <dd>{price(totals.grand_total)}</dd>
            </dl>
          )}
          {totals && (
            <FreeShipping storeCode={storeCode} goodsValue={totals.subtotal_incl_tax + (segment('discount') ?? 0)} />
          )}
          {pending ? (
            <div className="np-buy__row">
              <p>{t('ui.checkout.paymentPending')}</p>
              <button
                type="button"
                className="np-button np-button--primary"
                disabled={payment.loading}
                onClick={() => void finish(pending)}
              >
                {t('ui.checkout.complete')}
              </button>
              <button
                type="button"
                className="np-button np-button--secondary"
                disabled={payment.loading}
                onClick={() => void pay()}
              >
                {t('ui.checkout.pay')}
              </button>
            </div>
          ) : online ? (
            <div className="np-buy__row">
              <button type="button" className="np-button np-button--secondary" onClick={() => setStep('method')}>
                {t('ui.checkout.edit')}
              </button>
              <button
                type="button"
                className="np-button np-button--primary"
                disabled={payment.loading}
                onClick={() => void pay()}
              >
                {t('ui.checkout.pay')}
              </button>
            </div>
          ) : (
            <div className="np-buy__row">
              <p>{t('offline.checkoutNotice')}</p>
              <button type="button" className="np-button np-button--primary" onClick={() => void placeOffline()}>
                {t('offline.placeOrder')}
              </button>
            </div>
          )}
        </section>
      )}
      <p role="alert" className="np-buy__message np-buy__message--error">
        {message ?? ''}
      </p>
      <OrderSummary storeCode={storeCode} shippingChosen={step === 'review'} />
    </div>
  );
}
