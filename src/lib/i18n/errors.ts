import type { MessageKey } from './messages/sv.ts';

/**
 * The English source texts of the error catalogue that the API answers with, and the
 * message key each is translated with in the storefront. `{name}` marks a parameter.
 */
export const errorMessages = {
  addedToCart: 'Product has been added to the cart!',
  qtyUpdated: 'Product quantity has been updated!',
  volatileStock:
    'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  noVariantMatch: 'No such configuration for the product. Please do choose another combination of attributes.',
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  lockFailure: 'Error refreshing user token. User is not authorized to access the resource',
  refreshFailure: 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  badContentType: 'Error with response - bad content-type!',
  wrongFormat: 'Unhandled error, wrong response format!',
  authorization: 'Unexpected authorization error. Check your Network conection.',
  validation:
    'Internal validation error. Please check if all required fields are filled in. Please contact us on {email}',
  address:
    'Address provided in checkout contains invalid data. Please check if all required fields are filled in. Your order has been canceled.',
  orderQueued: 'The order can not be transfered because of server error. Order has been queued',
  productsUnavailable: 'Some of the ordered products are not available!',
  optionsUnavailable: 'The options you selected are not available.',
  qtyUnavailable: 'The requested qty is not available',
  addingProducts: 'Error: Error while adding products',
  couponInvalid: "The coupon code isn't valid. Verify the code and try again.",
  giftCardInvalid: 'The gift card code {card_code} is not valid.',
  noAmount: 'No amount provided',
  noCode: 'No code provided',
  noCartId: 'No cart_id provided',
  accountUpdated: 'Account data has successfully been updated',
  passwordChanged: 'Password has successfully been changed',
  loggedOut: "You're logged out",
  offlineReset: 'Reset password feature does not work while offline!',
  offlineContent: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  emptyCategory: 'No products synchronized for this category. Please come back while online!',
  noVariants: 'No available product variants',
  pageNotFound: "We can't find the page",
  somethingWrong: 'Something went wrong try again later',
  internalServer: "We've noticed Internal Server Error while rendering this request.",
  sessionExpired: 'Your session expired due to inactivity, reloading the page',
  cartRecreate: 'Cart not found, please re-create the cart',
  servicePoint: 'An error occured trying to find a ServicePoint',
  loginFailed: 'You did not sign in correctly or your account is temporarily disabled.',
  emailExists: 'A customer with the same email address already exists.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  notAuthorized: 'You need to be logged in to see this page',
  orderWaiting: 'Order waiting!',
  /** A call that got no answer at all (offline, connection reset): never the browser's raw "Failed to fetch". */
  networkFailure: 'The shop could not be reached. Check your network connection and try again.',
  priceRange: 'Price filter values must be in the form from-to',
  unknownStore: 'Unknown store code',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  payloadTooLarge: 'Request body is too large',
  headersTooLarge: 'The request address or headers are too long',
  malformedJson: 'Request body is not valid JSON',
  paymentDeclined: 'The payment was declined',
  paymentIncomplete: 'The payment has not been completed',
  paymentChanged: 'The cart has changed since the payment was started, please pay again',
  tokenMissing: 'An access token is required for this call',
  tokenMalformed: 'The access token is malformed',
  tokenInvalid: 'The access token is not valid',
  tokenExpired: 'The access token has expired',
  tokenUnknown: 'The access token belongs to no customer',
  tokenRevoked: 'The access token has been revoked. Please sign in again.',
  refreshInvalid: 'The refresh token is not valid, has expired or was already used. Please sign in again.',
  passwordTooShort: 'The password must be at least {min} characters long.',
  passwordTooLong: 'The password must be at most {max} characters long.',
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  passwordWrong: 'The current password is not correct.',
  resetTokenInvalid: 'The password reset link is not valid or has expired. Please ask for a new one.',
  formTokenInvalid: 'The form has expired. Please reload the page and try again.',
  orderIdConflict:
    'An order with this order_id was already placed with different contents. Start a new checkout to order again.',
  listingUnavailable: 'The products cannot be listed right now. Please try again in a moment.',
  /** The shop lost its database connection mid-request (a failover, a restart): the call may be repeated. */
  databaseUnavailable: 'The shop is temporarily unavailable. Please try again in a moment.',
  controlCharacters:
    'The request contains characters that are not allowed (control characters). Please remove them and try again.',
  /** A postcode not in its country's format (forms/rules.ts isPostcode), in a saved address or a checkout form. */
  invalidPostcode: 'Not a valid postcode',
  /** A text over its field's bound (names, address lines, review texts); the initials case is form.max3Chars. */
  maxChars: 'Maximum {max} characters allowed',
  // The order lifecycle and the integration API (staff and other systems; src/lib/server/orders, integration).
  orderNotFound: 'No order with this number',
  orderOtherStore: 'This order belongs to another store',
  orderCannotProcess: 'Only a pending order can start processing (this order is {status})',
  orderCannotShip: 'Only an order that is processing or partially shipped can be shipped (this order is {status})',
  orderCannotDeliver: 'Only a shipped order can be marked as delivered (this order is {status})',
  orderCannotCancel: 'Only a pending or processing order can be cancelled (this order is {status})',
  orderCannotRefund:
    'Only a paid order that is not cancelled or fully refunded can be refunded (this order is {status})',
  orderLineUnknown: 'The order has no line {line}',
  shipmentTooMany: 'The shipment holds {qty} of {sku}, but only {left} are left to ship',
  shipmentNothingLeft: 'Everything in this order has already been shipped',
  refundTooMuch: 'The refund of {amount} is above what is left to refund ({left})',
  refundLineTooMany: 'The refund holds {qty} of {sku}, but only {left} were ordered and not yet refunded',
  refundNothingLeft: 'Nothing is left to refund on this order',
  integrationKeyMissing: 'An integration key is required: send Authorization: Bearer <key>',
  integrationKeyInvalid: 'The integration key is not valid or has been revoked',
  integrationScope: 'The integration key lacks the scope {scope}',
  idempotencyConflict: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters',
  skuUnknown: 'No product with sku {sku}',
  skuRepeated: 'The sku {sku} is listed more than once',
  reviewUnknown: 'No review with id {id}',
  webhookUrl: 'The webhook URL must be an http or https address',
  specialPriceInvalid:
    'A special price must be below the regular price, and its start (when given) before its end; dates need a special price',
  cursorInvalid: 'The cursor is not valid; start again without one',
  /** An order number that cannot be one (letters, digits and dashes: `SE100000123`). */
  orderNumberInvalid: 'Not a valid order number',
  /** Back office: no session, or one that ended (idle, absolute end, signed out, account disabled). */
  staffSignInRequired: 'Sign in to the back office to continue.',
  staffForbidden: 'Your role does not allow this.',
  staffOtherStore: 'This belongs to a store your account is not allowed to handle.',
  /** A state-changing back office call without the back office's own Origin (CSRF). */
  crossSiteRequest: 'The request did not come from the back office. Reload the page and try again.',
  staffCodeInvalid:
    'The code is not valid. Enter the current code of your authenticator app or an unused recovery code.',
  staffChallengeExpired: 'The sign-in has expired. Please sign in again.',
  staffInviteInvalid: 'The sign-up link is not valid or has expired. Ask an administrator for a new one.',
  staffEmailExists: 'A staff account with this e-mail address already exists.',
  staffLastAdmin: 'The last active administrator cannot be disabled or given another role.',
} as const;

/** A name of an error catalogue entry. */
export type ErrorName = keyof typeof errorMessages;

/** Form validation messages, in their English source form. */
export const formMessages = {
  required: 'Field is required',
  greaterThanZero: 'Must be greater than 0',
  qtyAboveZero: 'Quantity must be above 0',
  qtyPositiveInteger: 'Quantity must be positive integer',
  qtyBelow: 'Quantity must be below {quantity}',
  onlyAvailable: 'Only {maxQuantity} products of this type are available!',
  max3Chars: 'Maximum 3 characters allowed',
  invalidEmail: 'Not a valid emailadress',
  requiredSelections: 'You have not specified all required selections',
  fixErrors: 'Please fix the validation errors',
  bundleErrors: 'Please configure product bundle options and fix the validation errors',
  qtyAboveStock: 'You cant increase the quantity higher than the stock level',
  selectSort: 'Please select the field which You like to sort by',
} as const;

/** Fills `{name}` parameters of a message. */
export function fillParams(message: string, params: Record<string, string | number> = {}): string {
  // Most messages have no parameter (a page translates a few hundred): no regex for them.
  if (!message.includes('{')) return message;
  return message.replace(
    /\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g,
    (whole, name: string, one?: string, other?: string) => {
      if (!(name in params)) return whole;
      // `{count|omdöme|omdömen}`: the word for one, else the word for any other number (sv, no and fi plurals).
      if (one !== undefined && other !== undefined) return Number(params[name]) === 1 ? one : other;
      return String(params[name]);
    },
  );
}

/** The English error text of a catalogue entry, with its parameters filled. */
export function errorText(name: ErrorName, params?: Record<string, string | number>): string {
  return fillParams(errorMessages[name], params);
}

const sourceToKey = new Map<string, MessageKey>();
for (const [name, text] of Object.entries(errorMessages)) sourceToKey.set(text, `error.${name}` as MessageKey);
for (const [name, text] of Object.entries(formMessages)) sourceToKey.set(text, `form.${name}` as MessageKey);

/**
 * Finds the message key of an English API message, also when its parameters are filled in; returns the key and
 * the parameter values so the storefront can show the message in the shopper's language.
 */
export function keyForSourceText(text: string): { key: MessageKey; params: Record<string, string> } | undefined {
  const exact = sourceToKey.get(text);
  if (exact) return { key: exact, params: {} };
  for (const [source, key] of sourceToKey) {
    if (!source.includes('{')) continue;
    const names: string[] = [];
    const pattern = source
      .split(/(\{\w+\})/)
      .map((part) => {
        const match = /^\{(\w+)\}$/.exec(part);
        if (match) {
          names.push(match[1]!);
          return '(.+?)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    const found = new RegExp(`^${pattern}$`).exec(text);
    if (found) return { key, params: Object.fromEntries(names.map((n, i) => [n, found[i + 1]!])) };
  }
  return undefined;
}
