/** The cart's checkout steps: totals, shipping and payment methods, addresses, coupon and service point. */
import { holdsControlCharacter, isPostcode } from '../../forms/rules.ts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartGiftCards, carts, giftCards, type StoredAddress } from '../db/schema/index.ts';
import { ApiError, catalogError } from '../http/api.ts';
import { toMinor } from '../catalog/pricing.ts';
import { config } from '../config/config.ts';
import type { StoreView } from '../../store-view/config.ts';
import { validCoupon } from '../coupons/service.ts';
import { paymentMethodsFor, type PaymentMethod } from '../checkout/payment-methods.ts';
import { servesCountry, toShippingMethods, type ShippingMethod } from '../checkout/shipping.ts';
import type { CheckoutAddress } from '../../cart/schema.ts';
import { computeTotals, taxData, type ComputedTotals, type Totals } from './totals.ts';

import type { CartAccess } from './access.ts';
import { cartLines } from './lines.ts';

/** What a cart's totals depend on besides its lines (overridable for a quote of other methods or addresses). */
export interface TotalsOverrides {
  countryId?: string;
  postcode?: string | null;
  shipping?: { carrierCode: string; methodCode: string } | null;
}

/** Computes a cart's totals (see `computeTotals`); the store's country until a shipping address is given. */
export async function cartTotals(
  db: Db,
  access: CartAccess,
  overrides: TotalsOverrides = {},
  lines?: Awaited<ReturnType<typeof cartLines>>,
): Promise<ComputedTotals> {
  const { cart, store } = access;
  const [resolved, tax, cards] = await Promise.all([
    lines ?? cartLines(db, access),
    taxData(db),
    access.giftCards ??
      db
        .select({ code: cartGiftCards.code, requested: cartGiftCards.amount, balance: giftCards.balance })
        .from(cartGiftCards)
        .innerJoin(giftCards, eq(giftCards.code, cartGiftCards.code))
        .where(eq(cartGiftCards.cartId, cart.id))
        .orderBy(asc(cartGiftCards.code)),
  ]);
  let coupon: { code: string; type: 'percent' | 'fixed'; value: number } | null = null;
  if (cart.couponCode) {
    try {
      coupon = await validCoupon(db, cart.couponCode, store.storeCode);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  const shipping =
    overrides.shipping !== undefined
      ? overrides.shipping
      : cart.shippingCarrierCode && cart.shippingMethodCode
        ? { carrierCode: cart.shippingCarrierCode, methodCode: cart.shippingMethodCode }
        : null;
  return computeTotals({
    store,
    lines: resolved,
    groupId: access.groupId,
    countryId: overrides.countryId ?? cart.shippingAddress?.countryId ?? store.countryId,
    postcode: overrides.postcode !== undefined ? overrides.postcode : (cart.shippingAddress?.postcode ?? null),
    coupon,
    giftCards: cards.map((c) => ({ code: c.code, requested: toMinor(c.requested), balance: toMinor(c.balance) })),
    shipping,
    freeShippingThreshold: toMinor(store.freeShippingFrom),
    tax,
  });
}

/** The cart's payment methods. */
export async function cartPaymentMethods(db: Db, access: CartAccess): Promise<PaymentMethod[]> {
  const lines = await cartLines(db, access);
  return paymentMethodsFor(access.store.storeCode, lines.length > 0 && lines.every((l) => l.line.isVirtual));
}

/** The shipping methods for an address (none for a country the store does not ship to). */
export async function cartShippingMethods(
  db: Db,
  access: CartAccess,
  address: { country_id: string; postcode?: string | null | undefined },
): Promise<ShippingMethod[]> {
  if (!servesCountry(access.store, address.country_id)) return [];
  const computed = await cartTotals(db, access, {
    countryId: address.country_id.toUpperCase(),
    postcode: address.postcode ?? null,
    shipping: null,
  });
  return toShippingMethods(computed.quotes);
}

function validationError() {
  return catalogError(400, 'validation', { email: config().supportEmail });
}

/** Turns a checkout address into the stored form; a country not served or a malformed postcode is a 400 address error. */
export function toStoredAddress(store: StoreView, address: CheckoutAddress, requireComplete: boolean): StoredAddress {
  if (holdsControlCharacter(address)) throw catalogError(400, 'address');
  const countryId = (address.countryId ?? address.country_id ?? '').toUpperCase();
  if (!servesCountry(store, countryId)) throw catalogError(400, 'address');
  const postcode = (address.postcode ?? '').trim();
  if ((postcode || requireComplete) && (!postcode || !isPostcode(countryId, postcode)))
    throw catalogError(400, 'address');
  const street = Array.isArray(address.street) ? address.street : address.street ? [address.street] : [];
  const stored: StoredAddress = {
    firstname: (address.firstname ?? '').trim(),
    lastname: (address.lastname ?? '').trim(),
    street: street.map((s) => s.trim()).filter(Boolean),
    city: (address.city ?? '').trim(),
    postcode,
    countryId,
  };
  if (requireComplete && (!stored.firstname || !stored.lastname || stored.street.length === 0 || !stored.city))
    throw validationError();
  if (address.telephone) stored.telephone = address.telephone.trim();
  if (address.email) stored.email = address.email.trim();
  if (address.company) stored.company = address.company.trim();
  if (typeof address.region === 'string' && address.region) stored.region = address.region;
  return stored;
}

/** Saves the addresses and shipping method of checkout; answers the new totals and payment methods. */
export async function saveShippingInformation(
  db: Db,
  access: CartAccess,
  info: {
    shippingAddress: CheckoutAddress;
    billingAddress?: CheckoutAddress | undefined;
    shippingCarrierCode: string;
    shippingMethodCode: string;
  },
): Promise<{ totals: Totals; payment_methods: PaymentMethod[] }> {
  const shippingAddress = toStoredAddress(access.store, info.shippingAddress, false);
  const billingAddress = info.billingAddress
    ? toStoredAddress(access.store, info.billingAddress, false)
    : shippingAddress;
  const shipping = { carrierCode: info.shippingCarrierCode, methodCode: info.shippingMethodCode };
  const lines = await cartLines(db, access);
  const computed = await cartTotals(
    db,
    access,
    { countryId: shippingAddress.countryId, postcode: shippingAddress.postcode || null, shipping },
    lines,
  );
  if (!computed.shippingQuote) throw validationError();
  const keepPoint = access.cart.shippingCarrierCode === shipping.carrierCode && computed.shippingQuote.servicePoint;
  await db
    .update(carts)
    .set({
      shippingAddress,
      billingAddress,
      shippingCarrierCode: shipping.carrierCode,
      shippingMethodCode: shipping.methodCode,
      servicePointId: keepPoint ? access.cart.servicePointId : null,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, access.cart.id));
  return { totals: computed.totals, payment_methods: paymentMethodsFor(access.store.storeCode, computed.allVirtual) };
}

/** Chooses payment and shipping methods and answers the totals. */
export async function collectTotals(
  db: Db,
  access: CartAccess,
  methods:
    | {
        paymentMethod?: { method: string } | undefined;
        shippingCarrierCode?: string | undefined;
        shippingMethodCode?: string | undefined;
      }
    | undefined,
): Promise<Totals> {
  const lines = await cartLines(db, access);
  const shipping =
    methods?.shippingCarrierCode && methods.shippingMethodCode
      ? { carrierCode: methods.shippingCarrierCode, methodCode: methods.shippingMethodCode }
      : undefined;
  const computed = await cartTotals(db, access, shipping ? { shipping } : {}, lines);
  if (shipping && !computed.shippingQuote) throw validationError();
  const payment = methods?.paymentMethod?.method;
  if (payment && !paymentMethodsFor(access.store.storeCode, computed.allVirtual).some((m) => m.code === payment))
    throw validationError();
  if (shipping || payment) {
    await db
      .update(carts)
      .set({
        ...(shipping ? { shippingCarrierCode: shipping.carrierCode, shippingMethodCode: shipping.methodCode } : {}),
        ...(payment ? { paymentMethodCode: payment } : {}),
        updatedAt: new Date(),
      })
      .where(eq(carts.id, access.cart.id));
  }
  return computed.totals;
}

/** Applies a coupon code to the cart (400 with the coupon message when it cannot be used). */
export async function applyCoupon(db: Db, access: CartAccess, code: string | null | undefined): Promise<true> {
  const coupon = await validCoupon(db, code, access.store.storeCode);
  await db.update(carts).set({ couponCode: coupon.code, updatedAt: new Date() }).where(eq(carts.id, access.cart.id));
  return true;
}

/** Removes the cart's coupon. */
export async function deleteCoupon(db: Db, access: CartAccess): Promise<true> {
  await db.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.id, access.cart.id));
  return true;
}

/** Sets the cart's service point (it must exist, in the cart's country). */
export async function setServicePoint(
  db: Db,
  access: CartAccess,
  pointId: string,
  point: { countryId: string; carrierCode: string } | undefined,
): Promise<string> {
  const country = access.cart.shippingAddress?.countryId ?? access.store.countryId;
  if (!point || point.countryId !== country) throw catalogError(400, 'servicePoint');
  if (
    access.cart.shippingCarrierCode &&
    access.cart.shippingMethodCode === 'servicepoint' &&
    access.cart.shippingCarrierCode !== point.carrierCode
  )
    throw catalogError(400, 'servicePoint');
  await db.update(carts).set({ servicePointId: pointId, updatedAt: new Date() }).where(eq(carts.id, access.cart.id));
  return pointId;
}
