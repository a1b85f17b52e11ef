/** The checkout's flow (browser). More in README.md. */
import { map } from 'nanostores';
import { apiRuntime } from '../api-client/client.ts';
import {
  servicePointsCall,
  setServicePointCall,
  shippingInformationCall,
  shippingMethodsCall,
  type CartRef,
  type ServicePoint,
  type ShippingMethod,
} from '../cart/api.ts';
import { $cart, cartRef, cartSettled, clearCart, loadCart, resetCart, syncTotals } from '../cart/store.ts';
import { isValid, type FieldErrors } from '../forms/validate.ts';
import { translate, translateApiMessage, type MessageKey } from '../i18n/i18n.ts';
import { routePath } from '../routes/routes.ts';
import { $user, register, type Customer } from '../session/store.ts';
import { storePath, storeViews } from '../store-view/config.ts';
import { setCheckoutMode } from '../ui/store.ts';
import { completePaidOrder, loadOfflineOrders, newOrderId, placeOrder, type PlaceResult } from './orders.ts';
import { $checkoutDetails, $externalCheckout, initPayment, saveCheckoutDetails } from './store.ts';
import { deliveryProblem, validatePersonal, validateShipping } from './validate.ts';

/** A step of the checkout. */
export type Step = 'personal' | 'shipping' | 'method' | 'review';
/** The steps in their order. */
export const checkoutSteps: readonly Step[] = ['personal', 'shipping', 'method', 'review'];
/** Service points shown at first and added by each "show more". */
export const POINTS_PAGE = 5;
const PENDING_KEY = 'np-payment-pending';

/** A payment started in this tab: its cart and the order_id its order is placed with (one id however often it is completed). */
export type PendingPayment = CartRef & { orderId: string };

/** What the checkout shows. */
export interface CheckoutFlow {
  step: Step;
  /** The current step's field errors (catalogue keys). */
  errors: FieldErrors;
  /** The message under the step (translated), e.g. a refusal of the shop. */
  message: string | null;
  /** The password of an account created in the first step (never stored). */
  password: string;
  methods: ShippingMethod[] | null;
  points: ServicePoint[] | null;
  pointQuery: string;
  shownPoints: number;
  pending: PendingPayment | null;
}

const initialFlow = (): CheckoutFlow => ({
  step: 'personal',
  errors: {},
  message: null,
  password: '',
  methods: null,
  points: null,
  pointQuery: '',
  shownPoints: POINTS_PAGE,
  pending: null,
});

/** The checkout's state in this page. */
export const $checkoutFlow = map<CheckoutFlow>(initialFlow());

const t = (key: MessageKey) => translate(apiRuntime.storeCode(), key);
const tr = (text: string) => translateApiMessage(apiRuntime.storeCode(), text);
const country = () => storeViews[apiRuntime.storeCode()].countryId;
const say = (message: string | null) => $checkoutFlow.setKey('message', message);
const failure = (error: unknown) => say(tr((error as Error).message));

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

/** Shows a step (its heading takes the focus: islands/checkout). */
export function goToStep(step: Step): void {
  $checkoutFlow.setKey('step', step);
}

/** Sets the password typed for the account to create. */
export function setPassword(password: string): void {
  $checkoutFlow.setKey('password', password);
}

/** Sets the postcode the pickup points are searched near. */
export function setPointQuery(query: string): void {
  $checkoutFlow.setKey('pointQuery', query);
}

/** Shows more pickup points. */
export function showMorePoints(): void {
  $checkoutFlow.setKey('shownPoints', $checkoutFlow.get().shownPoints + POINTS_PAGE);
}

/** A customer's name and e-mail, and saved delivery address in the store's country, fill empty steps. */
function prefill(user: Customer | null): void {
  const details = $checkoutDetails.get();
  if (user && !details.personal.emailAddress)
    saveCheckoutDetails('personal', { firstName: user.firstname, lastName: user.lastname, emailAddress: user.email });
  const saved = user?.addresses?.find((a) => a.default_shipping) ?? user?.addresses?.[0];
  if (saved && saved.country_id === country() && !details.shipping.streetAddress) {
    saveCheckoutDetails('shipping', {
      streetAddress: saved.street[0] ?? '',
      apartmentNumber: saved.street[1] ?? '',
      zipCode: saved.postcode,
      city: saved.city,
      phoneNumber: saved.telephone ?? '',
      company: saved.company ?? '',
    });
  }
}

/**
 * Opens the checkout (on mount): checkout mode, the waiting offline orders, the cart, the saved details; back from
 * the payment step (`?payment=`), an approved payment completes its order and a declined or cancelled one returns to
 * the review with a message. Returns the cleanup (leaves checkout mode).
 */
export function startCheckout(): () => void {
  $checkoutFlow.set(initialFlow());
  setCheckoutMode(true);
  void loadOfflineOrders();
  const outcome = new URLSearchParams(location.search).get('payment');
  if (outcome) history.replaceState(history.state, '', location.pathname);
  const waiting = pendingPayment();
  void loadCart().then(async () => {
    if (outcome === 'declined' || outcome === 'cancelled') {
      sessionStorage.removeItem(PENDING_KEY);
      goToStep('review');
      say(t(outcome === 'declined' ? 'ui.checkout.paymentDeclined' : 'ui.checkout.paymentCancelled'));
      return;
    }
    const current = outcome === 'approved' ? cartRef() : null;
    const ref = waiting ?? (current ? { ...current, orderId: newOrderId() } : null);
    if (ref) {
      $checkoutFlow.setKey('pending', ref);
      goToStep('review');
      await finish(ref);
    }
  });
  prefill($user.get());
  return () => setCheckoutMode(false);
}

/** Checks a step's field errors: shown with 'Please fix the validation errors' when there are any. */
function checked(errors: FieldErrors): boolean {
  $checkoutFlow.setKey('errors', errors);
  say(isValid(errors) ? null : t('form.fixErrors'));
  return isValid(errors);
}

/** The personal details step: creates the account when asked, then opens the address step. */
export async function submitPersonal(): Promise<void> {
  const { personal } = $checkoutDetails.get();
  const { password } = $checkoutFlow.get();
  const creating = personal.createAccount && !$user.get();
  if (!checked(validatePersonal(personal, { creating, password }))) return;
  if (creating) {
    const created = await register({
      email: personal.emailAddress,
      firstname: personal.firstName,
      lastname: personal.lastName,
      password,
    });
    if (!created.ok) return say(created.message);
    setPassword('');
    saveCheckoutDetails('personal', { createAccount: false });
  }
  goToStep('shipping');
}

/** The address step: asks for the delivery methods to the address and opens the delivery step. */
export async function submitShipping(): Promise<void> {
  const { shipping } = $checkoutDetails.get();
  if (!checked(validateShipping(shipping, country()))) return;
  await cartSettled();
  const ref = cartRef();
  if (!ref) return say(tr('Cart not found, please re-create the cart'));
  try {
    const found = await shippingMethodsCall(ref, {
      country_id: country(),
      postcode: shipping.zipCode,
      city: shipping.city,
      street: [shipping.streetAddress],
    });
    $checkoutFlow.set({ ...$checkoutFlow.get(), methods: found, pointQuery: shipping.zipCode, points: null });
    if (!shipping.shippingMethod && found[0])
      saveCheckoutDetails('shipping', { shippingMethod: found[0].method_code, shippingCarrier: found[0].carrier_code });
    goToStep('method');
    const method = chosenMethod();
    if (method?.service_point) void findPoints(shipping.zipCode, method.carrier_code);
  } catch (error) {
    failure(error);
  }
}

/** The delivery method chosen among those found. */
export function chosenMethod(
  flow: Pick<CheckoutFlow, 'methods'> = $checkoutFlow.get(),
  shipping = $checkoutDetails.get().shipping,
): ShippingMethod | undefined {
  return flow.methods?.find(
    (m) => m.method_code === shipping.shippingMethod && m.carrier_code === shipping.shippingCarrier,
  );
}

/** Looks up the pickup points near a postcode (the first page of them shown). */
export async function findPoints(postcode = $checkoutFlow.get().pointQuery, carrier = chosenMethod()?.carrier_code) {
  try {
    $checkoutFlow.setKey('shownPoints', POINTS_PAGE);
    $checkoutFlow.setKey('points', await servicePointsCall(country(), postcode.trim(), carrier));
  } catch (error) {
    failure(error);
  }
}

/** Chooses a delivery method; a pickup method looks up its points. */
export function chooseMethod(method: ShippingMethod): void {
  saveCheckoutDetails('shipping', {
    shippingMethod: method.method_code,
    shippingCarrier: method.carrier_code,
    servicePointId: '',
  });
  $checkoutFlow.setKey('points', null);
  if (method.service_point)
    void findPoints($checkoutFlow.get().pointQuery || $checkoutDetails.get().shipping.zipCode, method.carrier_code);
}

/** Chooses a pickup point: kept here and set on the cart when the step is submitted (checked by the server then). */
export function choosePoint(point: ServicePoint): void {
  saveCheckoutDetails('shipping', { servicePointId: point.id });
  say(null);
}

/** The delivery and billing address of the order, from the steps. */
function address() {
  const { personal, shipping } = $checkoutDetails.get();
  return {
    firstname: personal.firstName,
    lastname: personal.lastName,
    street: [shipping.streetAddress, ...(shipping.apartmentNumber ? [shipping.apartmentNumber] : [])],
    city: shipping.city,
    postcode: shipping.zipCode,
    country_id: country(),
    countryId: country(),
    telephone: shipping.phoneNumber,
    email: personal.emailAddress,
    ...(shipping.company ? { company: shipping.company } : {}),
  };
}

/** The delivery step: sets address, method and pickup point on the cart, then opens the review. */
export async function submitMethod(): Promise<void> {
  const method = chosenMethod();
  const { servicePointId } = $checkoutDetails.get().shipping;
  const problem = deliveryProblem(method, servicePointId);
  if (problem || !method) return say(t(problem ?? 'form.required'));
  const ref = cartRef();
  if (!ref) return;
  try {
    await shippingInformationCall(ref, {
      shippingAddress: address(),
      billingAddress: address(),
      shippingCarrierCode: method.carrier_code,
      shippingMethodCode: method.method_code,
    });
    // Setting the method may reset the cart's pickup point: choose it again for the order.
    if (method.service_point) await setServicePointCall(ref, servicePointId);
    await syncTotals();
    say(null);
    goToStep('review');
  } catch (error) {
    failure(error);
  }
}

/** Opens the payment step for the cart (the order is placed when the payment comes back approved). */
export async function pay(): Promise<void> {
  const ref = cartRef();
  if (!ref) return;
  say(null);
  const token = await initPayment(ref);
  if (!token) return say($externalCheckout.get().error);
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...ref, orderId: newOrderId() }));
  location.assign(storePath(apiRuntime.storeCode(), `/pay/${encodeURIComponent(token)}`));
}

/** The approved payment's order, through the checkout's one order path (retries, refusals, queue: orders.ts). */
export async function finish(ref: PendingPayment): Promise<void> {
  const itemCount = $cart.get().items.reduce((sum, item) => sum + item.qty, 0);
  const result = await completePaidOrder(
    ref,
    { order_id: ref.orderId, purchaseToken: $externalCheckout.get().purchaseJwt },
    itemCount,
  );
  if (result.status === 'placed') {
    sessionStorage.removeItem(PENDING_KEY);
    await resetCart();
    location.replace(routePath(apiRuntime.storeCode(), 'orderConfirmation'));
  } else await settled(result);
}

/**
 * A refusal is shown and the cart kept; a queued order (offline, or the server failing every attempt) waits in the
 * browser like an offline order, and the checkout shows it waiting.
 */
async function settled(result: Exclude<PlaceResult, { status: 'placed' }>): Promise<void> {
  if (result.status === 'refused') return say(result.message);
  say(result.status === 'queued' ? (result.message ?? null) : null);
  if (result.status === 'queued') {
    sessionStorage.removeItem(PENDING_KEY);
    $checkoutFlow.setKey('pending', null);
  }
  if (result.status !== 'duplicate') await clearCart({ sync: false });
}

/** Offline the order waits in the browser (paid by invoice) and is sent when the connection returns. */
export async function placeOffline(): Promise<void> {
  const ref = cartRef();
  if (!ref) return say(tr('Cart not found, please re-create the cart'));
  const { shipping } = $checkoutDetails.get();
  const result = await placeOrder(
    {
      order_id: newOrderId(),
      cart_id: ref.cartId,
      products: $cart.get().items.map((item) => ({
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
}
