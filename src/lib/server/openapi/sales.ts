/** OpenAPI path items of the cart, checkout, payment provider, gift card, service point and order calls. */
const storeCode = { name: 'storeCode', in: 'query', required: false, schema: { type: 'string', enum: ['sv', 'no', 'fi'], default: 'sv' } };
const token = { name: 'token', in: 'query', required: false, description: 'Customer access token (or Authorization: Bearer). A customer cart needs its own customer\'s token.', schema: { type: 'string' } };
const cartId = { name: 'cartId', in: 'query', required: true, description: 'Cart id (at least 128 random bits).', schema: { type: 'string', maxLength: 100 } };
const pathCartId = { name: 'cartId', in: 'path', required: true, schema: { type: 'string', maxLength: 100 } };
const money = { type: 'number', description: 'Store currency, tax included unless named _ex_tax/excl; two decimals at most.' };

const envelope = (result: unknown) => ({
  description: 'OK',
  content: { 'application/json': { schema: { type: 'object', required: ['code', 'result'], properties: { code: { type: 'integer', const: 200 }, result } } } },
});
const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', required: ['code', 'result'], properties: { code: { type: 'integer' }, result: { type: 'string' }, meta: { type: 'object' } } } } },
});
const json = (schema: unknown, required = true) => ({ required, content: { 'application/json': { schema } } });

const productOption = {
  type: 'object',
  properties: {
    extension_attributes: {
      type: 'object',
      properties: {
        configurable_item_options: { type: 'array', items: { type: 'object', properties: { option_id: { type: ['string', 'integer'], description: 'Attribute id (or code)' }, option_value: { type: ['string', 'number'] } } } },
        bundle_options: { type: 'array', items: { type: 'object', properties: { option_id: { type: ['string', 'integer'] }, option_qty: { type: 'integer' }, option_selections: { type: 'array', items: { type: ['string', 'integer'] }, description: 'Bundle link ids' } } } },
        custom_options: { type: 'array', items: { type: 'object' }, description: 'No product of the catalogue has custom options; a non-empty list is refused.' },
      },
    },
  },
};
const cartItem = {
  type: 'object',
  required: ['item_id', 'sku', 'qty', 'name', 'price', 'product_type', 'quote_id'],
  properties: {
    item_id: { type: 'integer' }, sku: { type: 'string', description: 'The sellable sku (the child sku of a configurable product)' }, qty: { type: 'integer', minimum: 1 },
    name: { type: 'string' }, price: { ...money, description: 'Unit price incl. tax (tier prices of the customer group apply)' },
    product_type: { type: 'string', enum: ['simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable'] }, quote_id: { type: 'string' }, product_option: productOption,
  },
};
const totals = {
  type: 'object',
  description: 'Computed in minor units. Tax per product tax class × customer tax class × shipping country (store country until an address is given). grand_total = subtotal_incl_tax + shipping_incl_tax + discount_amount (negative) − gift cards, never below 0.',
  properties: {
    grand_total: money, base_grand_total: money, subtotal: { ...money, description: 'Excl. tax' }, subtotal_incl_tax: money, tax_amount: money, base_tax_amount: money,
    shipping_amount: { ...money, description: 'Excl. tax' }, shipping_incl_tax: money, base_shipping_amount: money,
    discount_amount: { ...money, description: 'Zero or negative (Magento convention)' }, coupon_code: { type: ['string', 'null'] },
    base_currency_code: { type: 'string' }, quote_currency_code: { type: 'string' }, items_qty: { type: 'integer' },
    items: { type: 'array', items: { type: 'object', properties: {
      item_id: { type: 'integer' }, sku: { type: 'string' }, name: { type: 'string' }, qty: { type: 'integer' }, price: { ...money, description: 'Unit price excl. tax' },
      price_incl_tax: money, row_total: money, row_total_incl_tax: money, tax_percent: { type: 'number' }, tax_amount: money, discount_amount: { ...money, description: 'Positive: the line\'s share of the discount' },
    } } },
    total_segments: { type: 'array', description: 'Codes subtotal, shipping, discount (only with a coupon, negative), giftcard (only with a gift card, negative), tax, grand_total.', items: { type: 'object', properties: { code: { type: 'string' }, title: { type: 'string' }, value: money } } },
  },
};
const shippingMethod = {
  type: 'object',
  properties: {
    carrier_code: { type: 'string', enum: ['postnord', 'dhl', 'bring', 'posti', 'matkahuolto', 'nordpeak'] }, method_code: { type: 'string', enum: ['servicepoint', 'home', 'express', 'digital'] },
    carrier_title: { type: 'string' }, method_title: { type: 'string' }, amount: { ...money, description: 'Excl. tax' }, price_incl_tax: money,
    available: { type: 'boolean', const: true }, service_point: { type: 'boolean', description: 'True: a service point must be chosen (POST /api/ext/polder/cart/service-point) before an order is accepted' },
  },
  description: 'SE: PostNord/DHL, NO: PostNord/Bring, FI: Posti/Matkahuolto. Service-point delivery is free from the store\'s free-shipping threshold; express does not reach postcodes starting with 9; a cart of only virtual products gets digital delivery only.',
};
const paymentMethod = { type: 'object', properties: { code: { type: 'string', enum: ['avarda', 'invoice', 'cashondelivery'] }, title: { type: 'string' }, cost: money, cost_incl_tax: money, default: { type: 'boolean' } }, description: 'avarda is always offered (default, cost 0); cash on delivery not for carts of only virtual or downloadable products.' };
const address = {
  type: 'object',
  properties: {
    firstname: { type: 'string' }, lastname: { type: 'string' }, street: { type: 'array', items: { type: 'string' } }, city: { type: 'string' },
    postcode: { type: 'string', description: 'SE: 123 45, NO: 1234, FI: 12345' }, countryId: { type: 'string', description: 'The store\'s own country (country_id is accepted too)' },
    telephone: { type: 'string' }, email: { type: 'string' }, company: { type: 'string' },
  },
};
const totalsAnswer = envelope(totals);
const cartNotFound = failure('Cart not found, please re-create the cart (unknown cart, ordered cart, or another customer\'s cart)');
const badToken = failure('Bad, expired or revoked access token');
const cartGet = (summary: string, result: unknown) => ({ get: { tags: ['Cart'], summary, parameters: [storeCode, token, cartId], responses: { 200: envelope(result), 401: badToken, 404: cartNotFound } } });
const cartPost = (summary: string, body: unknown, result: unknown, extra: Record<string, unknown> = {}) => ({
  post: { tags: ['Cart'], summary, parameters: [storeCode, token, cartId], ...(body ? { requestBody: json(body) } : {}), responses: { 200: envelope(result), 400: failure('Validation or catalogue message'), 401: badToken, 404: cartNotFound, ...extra } },
});
const orderAnswer = { type: 'object', properties: { order_number: { type: 'string', description: 'Per store: SE1000001, NO1000001, FI1000001 …' }, order_id: { type: 'string' }, customer_email: { type: 'string' }, grand_total: money, currency: { type: 'string' }, status: { type: 'string' } } };

export const salesPaths: Record<string, unknown> = {
  '/api/cart/create': { post: { tags: ['Cart'], summary: 'A new guest cart id, or with a token the customer\'s active cart (created if none)', parameters: [storeCode, token], responses: { 200: envelope({ type: 'string' }), 401: badToken } } },
  '/api/cart/pull': cartGet('The cart\'s lines', { type: 'array', items: cartItem }),
  '/api/cart/update': cartPost('Adds a line (or raises the qty of the line with the same option checksum), or with item_id sets that line\'s qty',
    { type: 'object', required: ['cartItem'], properties: { cartItem: { type: 'object', required: ['sku', 'qty'], properties: { sku: { type: 'string' }, qty: { type: 'integer', minimum: 1 }, item_id: { type: 'integer' }, product_option: productOption, quoteId: { type: 'string' } } } } },
    cartItem),
  '/api/cart/delete': cartPost('Removes a line', { type: 'object', required: ['cartItem'], properties: { cartItem: { type: 'object', required: ['item_id'], properties: { item_id: { type: 'integer' }, sku: { type: 'string' } } } } }, { type: 'boolean', const: true }),
  '/api/cart/totals': cartGet('The cart\'s totals', totals),
  '/api/cart/payment-methods': cartGet('The cart\'s payment methods', { type: 'array', items: paymentMethod }),
  '/api/cart/shipping-methods': cartPost('Available shipping methods for an address (none for a country the store does not serve)',
    { type: 'object', required: ['address'], properties: { address: { type: 'object', required: ['country_id'], properties: { country_id: { type: 'string' }, region: { type: 'string' }, street: { type: 'array', items: { type: 'string' } }, postcode: { type: 'string' }, city: { type: 'string' } } } } },
    { type: 'array', items: shippingMethod }),
  '/api/cart/shipping-information': cartPost('Saves addresses and the shipping method',
    { type: 'object', required: ['addressInformation'], properties: { addressInformation: { type: 'object', required: ['shippingAddress', 'shippingCarrierCode', 'shippingMethodCode'], properties: { shippingAddress: address, billingAddress: address, shippingCarrierCode: { type: 'string' }, shippingMethodCode: { type: 'string' } } } } },
    { type: 'object', properties: { totals, payment_methods: { type: 'array', items: paymentMethod } } }),
  '/api/cart/collect-totals': cartPost('Chooses payment and shipping methods; answers the totals',
    { type: 'object', properties: { methods: { type: 'object', properties: { paymentMethod: { type: 'object', properties: { method: { type: 'string' } } }, shippingCarrierCode: { type: 'string' }, shippingMethodCode: { type: 'string' } } } } }, totals),
  '/api/cart/apply-coupon': { post: { tags: ['Cart'], summary: 'Applies a coupon (percent or fixed in the store currency; expiry; usage limit counted at order time)', parameters: [storeCode, token, cartId, { name: 'coupon', in: 'query', required: true, schema: { type: 'string' } }], responses: { 200: envelope({ type: 'boolean', const: true }), 400: failure("The coupon code isn't valid. Verify the code and try again."), 404: cartNotFound } } },
  '/api/cart/delete-coupon': cartPost('Removes the coupon', null, { type: 'boolean', const: true }),
  '/api/order': {
    post: {
      tags: ['Orders'], summary: 'Places an order: idempotent by order_id; stock, coupon use and gift card balances are taken in the same transaction; a confirmation mail is sent',
      parameters: [storeCode, token],
      requestBody: json({ type: 'object', required: ['order_id', 'products', 'addressInformation'], properties: {
        order_id: { type: 'string' }, cart_id: { type: 'string', description: 'Optional; its coupon and gift cards apply and it is closed' }, user_id: { type: 'string', description: 'Ignored: the token decides the customer' },
        products: { type: 'array', minItems: 1, items: { type: 'object', required: ['sku', 'qty'], properties: { sku: { type: 'string' }, qty: { type: 'integer', minimum: 1 }, product_option: productOption } } },
        addressInformation: { type: 'object', required: ['shippingAddress', 'shipping_method_code', 'shipping_carrier_code', 'payment_method_code'], properties: {
          shippingAddress: address, billingAddress: address, shipping_method_code: { type: 'string' }, shipping_carrier_code: { type: 'string' }, service_point_id: { type: 'string' },
          payment_method_code: { type: 'string' }, payment_method_additional: { type: 'object' },
        } },
        created_at: { type: 'string' }, updated_at: { type: 'string' }, transmited: { type: 'boolean' },
      } }),
      responses: {
        200: envelope(orderAnswer),
        400: failure('Internal validation error … {email} / Address provided in checkout contains invalid data … / Some of the ordered products are not available! / The requested qty is not available / coupon, gift card or service point messages'),
        401: badToken, 404: cartNotFound,
      },
    },
  },
  '/api/ext/polder/gift-card/balance/{code}': { get: { tags: ['Gift cards'], summary: 'Balance of a gift card in the store currency', parameters: [storeCode, { name: 'code', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: envelope({ type: 'object', properties: { code: { type: 'string' }, amount: money, currency: { type: 'string' } } }), 400: failure('The gift card code {card_code} is not valid.') } } },
  '/api/ext/polder/gift-card/apply': { post: { tags: ['Gift cards'], summary: 'Uses a gift card on a cart with an amount (at most its balance)', parameters: [storeCode, token], requestBody: json({ type: 'object', required: ['cart_id', 'code', 'amount'], properties: { cart_id: { type: 'string' }, code: { type: 'string' }, amount: { type: 'number', exclusiveMinimum: 0 } } }), responses: { 200: totalsAnswer, 400: failure('No cart_id provided / No code provided / No amount provided / The gift card code {card_code} is not valid.'), 404: cartNotFound } } },
  '/api/ext/polder/gift-card/remove': { post: { tags: ['Gift cards'], summary: 'Removes the gift cards (or the one named by code) from a cart', parameters: [storeCode, token], requestBody: json({ type: 'object', required: ['cart_id'], properties: { cart_id: { type: 'string' }, code: { type: 'string' } } }), responses: { 200: totalsAnswer, 400: failure('No cart_id provided'), 404: cartNotFound } } },
  '/api/ext/polder/service-points': { get: { tags: ['Checkout'], summary: 'Service points of a country (the store\'s by default), nearest to the postcode first; at most 20', parameters: [storeCode, { name: 'country', in: 'query', schema: { type: 'string' } }, { name: 'postcode', in: 'query', schema: { type: 'string' } }, { name: 'carrier', in: 'query', schema: { type: 'string' } }], responses: { 200: envelope({ type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, street: { type: 'string' }, postcode: { type: 'string' }, city: { type: 'string' }, country_id: { type: 'string' }, carrier_code: { type: 'string' }, distance_km: { type: 'number' }, opening_hours: { type: 'array', items: { type: 'string' }, description: "One text per open day in the store's language, e.g. 'mån 08:00–20:00'" } } } }), 400: failure('Malformed query') } } },
  '/api/ext/polder/cart/service-point': { post: { tags: ['Checkout'], summary: 'Chooses the cart\'s service point', parameters: [storeCode, token], requestBody: json({ type: 'object', required: ['cart_id', 'service_point_id'], properties: { cart_id: { type: 'string' }, service_point_id: { type: 'string' } } }), responses: { 200: envelope({ type: 'string' }), 400: failure('An error occured trying to find a ServicePoint'), 404: cartNotFound } } },
  '/api/ext/polder/avarda/{action}/{cartId}': {
    get: { tags: ['Payment'], summary: 'action init, load or get: the purchase token of a session bound to the cart and its grand total (reused while valid and the total is unchanged). The shopper pays on /pay/{token} (/no/pay, /fi/pay).', parameters: [storeCode, token, { name: 'action', in: 'path', required: true, schema: { type: 'string', enum: ['init', 'load', 'get'] } }, pathCartId], responses: { 200: envelope({ type: 'object', properties: { token: { type: 'string' } } }), 400: failure('Empty cart'), 404: cartNotFound } },
    post: { tags: ['Payment'], summary: 'action complete: places the order of a cart whose session is authorised for its current total', parameters: [storeCode, token, { name: 'action', in: 'path', required: true, schema: { type: 'string', enum: ['complete'] } }, pathCartId], requestBody: json({ type: 'object', properties: { order_id: { type: 'string' } } }, false), responses: { 200: envelope({ type: 'object', properties: { order: { type: 'object', properties: { order_number: { type: 'string' }, customer_email: { type: 'string' } } } } }), 400: failure('The payment has not been completed (or an order message)'), 402: failure('The payment was declined'), 404: cartNotFound, 409: failure('The cart has changed since the payment was started, please pay again') } },
  },
  '/api/ext/avarda-widget/init': { get: { tags: ['Payment'], summary: 'Part-payment widget session: a JSON string { widgetJwt, paymentId, expiredUtc, months: 24, monthlyAmount, currency } for an amount', parameters: [storeCode, { name: 'amount', in: 'query', schema: { type: 'number' } }], responses: { 200: envelope({ type: 'string', contentMediaType: 'application/json' }), 400: failure('Unknown store code') } } },
};
