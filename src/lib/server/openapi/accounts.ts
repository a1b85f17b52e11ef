/** OpenAPI path items of the user, newsletter, review, report, stock alert and mail-service calls. */

const storeCode = { name: 'storeCode', in: 'query', required: false, schema: { type: 'string', enum: ['sv', 'no', 'fi'], default: 'sv' } };
const token = { name: 'token', in: 'query', required: false, description: 'Access token (or `Authorization: Bearer <token>`).', schema: { type: 'string' } };

const envelope = (result: Record<string, unknown>, meta?: Record<string, unknown>) => ({
  type: 'object',
  required: ['code', 'result'],
  properties: { code: { type: 'integer', example: 200 }, result, ...(meta ? { meta: { type: 'object', properties: meta } } : {}) },
});
const ok = (result: Record<string, unknown>, description = 'Success', meta?: Record<string, unknown>) => ({
  description,
  content: { 'application/json': { schema: envelope(result, meta) } },
});
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelope({ type: 'string', description: 'The English message of the error catalogue' }, { errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } } }) } },
});
const jsonBody = (schema: Record<string, unknown>) => ({ required: true, content: { 'application/json': { schema } } });
const str = (extra: Record<string, unknown> = {}) => ({ type: 'string', ...extra });
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, ...(required.length ? { required } : {}) });
const bool = { type: 'boolean', const: true };

const address = obj(
  {
    id: { type: 'integer' }, firstname: str({ maxLength: 100 }), lastname: str({ maxLength: 100 }), street: { type: 'array', items: str({ maxLength: 100 }), minItems: 1, maxItems: 4 },
    city: str(), postcode: str(), country_id: str({ pattern: '^[A-Z]{2}$' }), region: str(), telephone: str(), company: str(),
    default_shipping: { type: 'boolean' }, default_billing: { type: 'boolean' },
  },
  ['firstname', 'lastname', 'street', 'city', 'postcode', 'country_id'],
);
const customer = obj({
  id: { type: 'integer' }, email: str({ format: 'email' }), firstname: str(), lastname: str(), group_id: { type: 'integer' }, store_code: str(),
  created_at: str({ format: 'date-time' }), addresses: { type: 'array', items: address },
});
const orderItem = obj({
  item_id: { type: 'integer' }, product_id: { type: 'integer' }, sku: str(), name: str(), qty_ordered: { type: 'integer' }, price_incl_tax: { type: 'number' },
  row_total_incl_tax: { type: 'number' }, tax_percent: { type: 'number' }, tax_amount: { type: 'number' }, discount_amount: { type: 'number' }, product_option: { type: ['object', 'null'] },
});
const order = obj({
  entity_id: { type: 'integer' }, increment_id: str(), order_number: str(), created_at: str({ format: 'date-time' }), status: str(), store_code: str(), store_name: str(),
  customer_email: str(), currency: str(), order_currency_code: str(), subtotal_incl_tax: { type: 'number' }, tax_amount: { type: 'number' },
  shipping_incl_tax: { type: 'number' }, discount_amount: { type: 'number' }, gift_card_amount: { type: 'number' }, grand_total: { type: 'number' },
  total_due: { type: 'number' }, coupon_code: { type: ['string', 'null'] }, shipping_method: str(), payment: obj({ method: str() }),
  shipping_address: { type: 'object' }, billing_address: { type: 'object' }, items: { type: 'array', items: orderItem },
});
const review = obj({
  id: { type: 'integer' }, product_id: { type: 'integer' }, store_code: str(), title: str(), detail: str(), nickname: str(),
  ratings: { type: 'array', items: obj({ rating_name: str(), value: { type: 'integer', minimum: 1, maximum: 5 } }) },
  status: str({ enum: ['pending', 'approved', 'rejected'] }), created_at: str({ format: 'date-time' }),
});
const tokenPair = (summary: string, description: string, body: Record<string, unknown>) => ({
  post: {
    tags: ['Users'], summary, description, parameters: [storeCode], requestBody: jsonBody(body),
    responses: {
      200: ok(str({ description: 'Access token, valid 15 minutes' }), 'Signed in', { refreshToken: str({ description: 'Single-use refresh token, valid 30 days' }) }),
      400: error('Invalid body'), 401: error('Wrong credentials or refresh token'), 429: error('Too many failed attempts; see Retry-After'),
    },
  },
});
const badBody = { 400: error('Invalid body (meta.errors lists the fields)'), 413: error('Body over 100 KB'), 415: error('Body is not JSON') };
const authed = { 401: error('Missing, expired, revoked or invalid access token') };

export const accountPaths: Record<string, unknown> = {
  '/api/user/create': {
    post: {
      tags: ['Users'], summary: 'Create a customer account',
      description: 'Password: at least 8 characters, not a common password. Duplicate email → 400 `A customer with the same email address already exists.`; invalid email → 400 `Not a valid emailadress`.',
      parameters: [storeCode],
      requestBody: jsonBody(obj({ customer: obj({ email: str({ format: 'email' }), firstname: str(), lastname: str(), addresses: { type: 'array', items: address } }, ['email', 'firstname', 'lastname']), password: str({ minLength: 8 }) }, ['customer', 'password'])),
      responses: { 200: ok(customer, 'The new customer'), ...badBody },
    },
  },
  '/api/user/login': tokenPair(
    'Sign in',
    'Same 401 `You did not sign in correctly or your account is temporarily disabled.` for an unknown email and a wrong password. After 5 failures per account or 20 per client address in 15 minutes: 429 with `Retry-After`.',
    obj({ username: str({ format: 'email' }), password: str() }, ['username', 'password']),
  ),
  '/api/user/refresh': tokenPair(
    'Exchange a refresh token for a new pair',
    'A refresh token works once. Presenting one that was already used revokes its whole family (every token of that login) and answers 401.',
    obj({ refreshToken: str() }, ['refreshToken']),
  ),
  '/api/user/logout': {
    post: {
      tags: ['Users'], summary: 'Sign out', description: 'Revokes the login session of the access token (also an expired one) and of the given refresh token.',
      parameters: [storeCode, token], requestBody: { required: false, content: { 'application/json': { schema: obj({ refreshToken: str() }) } } },
      responses: { 200: ok(bool), ...badBody, 401: error('Forged or malformed access token') },
    },
  },
  '/api/user/me': {
    get: { tags: ['Users'], summary: 'The signed-in customer', parameters: [storeCode, token], responses: { 200: ok(customer), ...authed } },
    post: {
      tags: ['Users'], summary: 'Update the profile', description: 'Only firstname, lastname, email and addresses change; other fields are ignored. Addresses replace the saved ones (ids of own addresses are kept).',
      parameters: [storeCode, token],
      requestBody: jsonBody(obj({ customer: obj({ firstname: str(), lastname: str(), email: str({ format: 'email' }), addresses: { type: 'array', items: address } }) }, ['customer'])),
      responses: { 200: ok(customer), ...badBody, ...authed },
    },
  },
  '/api/user/change-password': {
    post: {
      tags: ['Users'], summary: 'Change the password', description: "Revokes the customer's other login sessions. Wrong current passwords are throttled like logins.",
      parameters: [storeCode, token], requestBody: jsonBody(obj({ currentPassword: str(), newPassword: str({ minLength: 8 }) }, ['currentPassword', 'newPassword'])),
      responses: { 200: ok(bool), ...badBody, ...authed, 429: error('Too many wrong passwords') },
    },
  },
  '/api/user/reset-password': {
    post: {
      tags: ['Users'], summary: 'Ask for a password reset mail', description: '`true` for any well-formed email (no account enumeration). When the account exists a mail with a single-use link valid 60 minutes goes out in its store language (at most 3 an hour).',
      parameters: [storeCode], requestBody: jsonBody(obj({ email: str({ format: 'email' }) }, ['email'])), responses: { 200: ok(bool), ...badBody },
    },
  },
  '/api/user/create-password': {
    post: {
      tags: ['Users'], summary: 'Set a new password with a reset token', description: 'The token works once, for its own email, and expires; all login sessions of the account are revoked.',
      parameters: [storeCode], requestBody: jsonBody(obj({ email: str({ format: 'email' }), newPassword: str({ minLength: 8 }), resetToken: str() }, ['email', 'newPassword', 'resetToken'])),
      responses: { 200: ok(bool), ...badBody },
    },
  },
  '/api/user/order-history': {
    get: {
      tags: ['Users'], summary: "The customer's orders, newest first",
      parameters: [storeCode, token, { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } }, { name: 'currentPage', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } }],
      responses: {
        200: ok(obj({ items: { type: 'array', items: order }, total_count: { type: 'integer' }, search_criteria: obj({ page_size: { type: 'integer' }, current_page: { type: 'integer' } }) })),
        400: error('Bad paging'), ...authed,
      },
    },
  },
  '/api/ext/mailchimp-subscribe/subscribe': {
    get: {
      tags: ['Newsletter'], summary: 'Subscription state of an address', parameters: [storeCode, { name: 'email', in: 'query', required: true, schema: str({ format: 'email' }) }],
      responses: { 200: ok(str({ enum: ['subscribed', 'unsubscribed'] })), 400: error('Not a valid emailadress') },
    },
    post: { tags: ['Newsletter'], summary: 'Subscribe', parameters: [storeCode], requestBody: jsonBody(obj({ email: str({ format: 'email' }) }, ['email'])), responses: { 200: ok(bool), ...badBody } },
    delete: { tags: ['Newsletter'], summary: 'Unsubscribe', parameters: [storeCode], requestBody: jsonBody(obj({ email: str({ format: 'email' }) }, ['email'])), responses: { 200: ok(bool), ...badBody } },
  },
  '/api/review/create': {
    post: {
      tags: ['Reviews'], summary: 'Submit a review for moderation', description: 'Stored as pending; shown only after staff approve it (`npm run reviews -- approve <id>`). At most 10 per client address an hour.',
      parameters: [storeCode, token],
      requestBody: jsonBody(obj({ review: obj({ product_id: { type: 'integer' }, title: str({ maxLength: 200 }), detail: str({ maxLength: 5000 }), nickname: str({ maxLength: 100 }), ratings: { type: 'array', items: obj({ rating_name: str(), value: { type: 'integer', minimum: 1, maximum: 5 } }) } }, ['product_id', 'title', 'detail', 'nickname']) }, ['review'])),
      responses: { 200: ok(review, 'The stored review (status pending)'), ...badBody, 404: error('Unknown product'), 429: error('Too many reviews from this address') },
    },
  },
  '/api/ext/polder/stock-alert': {
    post: {
      tags: ['Stock'], summary: 'Mail me when the sku is back in stock', description: 'One mail per address and sku when the stock returns. At most 30 alerts per client address an hour.', parameters: [storeCode],
      requestBody: jsonBody(obj({ sku: str(), email: str({ format: 'email' }) }, ['sku', 'email'])), responses: { 200: ok(bool), ...badBody, 404: error('Unknown sku'), 429: error('Too many alerts from this address') },
    },
  },
  '/api/ext/polder/reports/catalog-product-view/{productId}': {
    post: {
      tags: ['Reports'], summary: 'Record a product page view',
      parameters: [storeCode, { name: 'productId', in: 'path', required: true, schema: { type: 'integer' } }], responses: { 200: ok(bool), 404: error('Unknown product') },
    },
  },
  '/api/ext/mail-service/get-token': {
    get: { tags: ['Support'], summary: 'A contact form token (valid 30 minutes, once)', parameters: [storeCode], responses: { 200: ok(str()) } },
  },
  '/api/ext/mail-service/send-email': {
    post: {
      tags: ['Support'], summary: 'Send a contact form message to customer service',
      description: 'Always goes to the shop\'s support address (a `targetAddress` is ignored); the sender is the Reply-To. Vue Storefront\'s `sourceAddress` and `emailText` are accepted as well. At most 5 per client address an hour.',
      parameters: [storeCode],
      requestBody: jsonBody(obj({ token: str(), sender: str({ format: 'email' }), name: str(), subject: str({ maxLength: 200 }), text: str({ maxLength: 10000 }) }, ['token', 'subject'])),
      responses: { 200: ok(bool), ...badBody, 429: error('Too many messages from this address') },
    },
  },
};
