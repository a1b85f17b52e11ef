/**
 * Newsletter, reviews, back-in-stock alerts, product view reports and the support mail,
 * declared once for the server, the browser and the tests.
 */
import { z } from 'astro/zod';
import { contractGroup, defineContract } from '../api-client/contract.ts';
import { emailSchema, line, requiredOrFix } from '../accounts/schema.ts';
import { isOrderNumber } from '../forms/rules.ts';
import { supportTopics } from '../forms/support.ts';
import { errorText, formMessages } from '../i18n/errors.ts';

const required = { error: formMessages.required };
const fixErrors = { error: formMessages.fixErrors };
const greaterThanZero = { error: formMessages.greaterThanZero };

/** The body of `POST /api/review/create`. */
export const createReviewSchema = z.object({
  review: z.object({
    // A number, or digits in a string (forms); never a coerced boolean or other type.
    // Absent: 'Field is required'; present but not a product id: 'Please fix the validation errors'.
    product_id: z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
      z.number(requiredOrFix).int(fixErrors).positive(greaterThanZero).max(2_147_483_647, fixErrors),
    ),
    title: line(200, 1),
    detail: z
      .string(required)
      .trim()
      .min(1, required)
      .max(5000, { error: errorText('maxChars', { max: 5000 }) }),
    nickname: line(100, 1),
    // A rating's value: absent is 'Field is required'; present but not a whole number 'Please fix the validation errors'.
    ratings: z
      .array(
        z.object({
          rating_name: line(50, 1),
          value: z.number(requiredOrFix).int(fixErrors).min(1, greaterThanZero).max(5, { error: 'Maximum 5' }),
        }),
      )
      .max(10)
      .optional(),
  }),
});

/** The body of `POST /api/ext/polder/stock-alert`. */
export const stockAlertSchema = z.object({ sku: line(64, 1), email: emailSchema });

/**
 * The body of `POST /api/ext/mail-service/send-email`: the form token, the sender's address (`sender`, `email`
 * or Vue Storefront's `sourceAddress`), an optional name, the subject and the text (`text` or `emailText`).
 * A `targetAddress` is ignored: messages only ever go to the shop's support address.
 */
export const supportMessageSchema = z
  .object({
    token: z.string({ error: 'Field is required' }).min(1).max(200),
    sender: emailSchema.optional(),
    email: emailSchema.optional(),
    sourceAddress: emailSchema.optional(),
    name: line(100).optional(),
    /** What the message is about: a question (the default), a withdrawal from an order, an accessibility problem. */
    topic: z.enum(supportTopics, fixErrors).optional(),
    /** The order a withdrawal names. */
    order_number: line(40)
      .refine(isOrderNumber, { error: errorText('orderNumberInvalid') })
      .optional(),
    subject: line(200).optional(),
    text: z
      .string()
      .trim()
      .min(1, required)
      .max(10_000, { error: errorText('maxChars', { max: 10_000 }) })
      .optional(),
    emailText: z
      .string()
      .trim()
      .min(1, required)
      .max(10_000, { error: errorText('maxChars', { max: 10_000 }) })
      .optional(),
  })
  .refine((m) => m.sender ?? m.email ?? m.sourceAddress, { error: 'Not a valid emailadress', path: ['sender'] })
  // A question needs its own subject; a withdrawal and an accessibility report are named by their topic.
  .refine((m) => (m.topic ?? 'question') !== 'question' || m.subject, { error: 'Field is required', path: ['subject'] })
  .refine((m) => m.topic !== 'withdrawal' || m.order_number, { error: 'Field is required', path: ['order_number'] })
  // A withdrawal is itself the message; anything else needs a text.
  .refine((m) => m.topic === 'withdrawal' || m.text || m.emailText, { error: 'Field is required', path: ['text'] });

/** The body of the newsletter calls. */
export const newsletterBodySchema = z.object({ email: emailSchema });

/** The moderation states of a review: waiting, shown on the product page, or not shown. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The moderation state of a review. */
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
/** What moderation decides: a review shown or not shown. */
export const MODERATION_STATUSES = ['approved', 'rejected'] as const;
/** What moderation decides. */
export const moderationStatusSchema = z.enum(MODERATION_STATUSES);

/** A review as the API answers it. */
export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  store_code: z.string(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  ratings: z.array(z.object({ rating_name: z.string(), value: z.number().int() })),
  status: reviewStatusSchema,
  created_at: z.string(),
});
/** A review as the API answers it. */
export type Review = z.infer<typeof reviewSchema>;

/** A newsletter call: one path (a method each), for anyone, about one e-mail address. */
const newsletterContract = contractGroup({
  path: '/api/ext/mailchimp-subscribe/subscribe',
  tag: 'Newsletter',
  auth: 'none',
  errors: { 400: ['invalidEmail'] },
});

/** What subscribing and unsubscribing share: the address in the body, `true` as the answer. */
const subscriptionChange = {
  body: newsletterBodySchema,
  result: z.literal(true),
  examples: [{ body: { email: 'nope' } }],
};

/** GET /api/ext/mailchimp-subscribe/subscribe?email: 'subscribed' or 'unsubscribed'. */
export const newsletterStatusContract = newsletterContract({
  name: 'newsletter.status',
  method: 'GET',
  summary: 'Subscription state of an address',
  query: newsletterBodySchema,
  result: z.enum(['subscribed', 'unsubscribed']),
  examples: [{ query: { email: 'nope' } }],
});

/** POST /api/ext/mailchimp-subscribe/subscribe `{ email }`: `true`. */
export const newsletterSubscribeContract = newsletterContract({
  name: 'newsletter.subscribe',
  method: 'POST',
  summary: 'Subscribe',
  ...subscriptionChange,
});

/** DELETE /api/ext/mailchimp-subscribe/subscribe `{ email }`: `true`. */
export const newsletterUnsubscribeContract = newsletterContract({
  name: 'newsletter.unsubscribe',
  method: 'DELETE',
  summary: 'Unsubscribe',
  ...subscriptionChange,
});

/** POST /api/review/create `{ review }`: the stored review, pending moderation. */
export const reviewCreateContract = defineContract({
  name: 'review.create',
  method: 'POST',
  path: '/api/review/create',
  tag: 'Reviews',
  auth: 'optional',
  summary: 'Submit a review for moderation',
  description: 'Stored as pending; shown only after staff approve it. At most 10 per client address an hour.',
  body: createReviewSchema,
  result: reviewSchema,
  errors: { 404: ['notFound'], 429: ['tooManyAttempts'] },
  examples: [{ body: { review: { product_id: 99999999, title: 'Bra', detail: 'Bra.', nickname: 'O' } } }],
});

/** POST /api/ext/polder/stock-alert `{ sku, email }`: `true`; a mail goes out when the sku is back in stock. */
export const stockAlertContract = defineContract({
  name: 'stockAlert.subscribe',
  method: 'POST',
  path: '/api/ext/polder/stock-alert',
  tag: 'Stock',
  auth: 'none',
  summary: 'Mail me when the sku is back in stock',
  body: stockAlertSchema,
  result: z.literal(true),
  errors: { 400: ['invalidEmail'], 404: ['notFound'], 429: ['tooManyAttempts'] },
  examples: [{ body: { sku: 'no-such-sku', email: 'nobody@example.se' } }],
});

/** POST /api/ext/polder/reports/catalog-product-view/{productId}: `true`. */
export const productViewReportContract = defineContract({
  name: 'report.productView',
  method: 'POST',
  path: '/api/ext/polder/reports/catalog-product-view/{productId}',
  tag: 'Reports',
  auth: 'none',
  summary: 'Record a product page view (no body)',
  params: z.object({ productId: z.string().max(40).describe('The product id') }),
  result: z.literal(true),
  errors: { 404: ['notFound'] },
  examples: [{ params: { productId: '99999999' } }],
});

/** GET /api/ext/mail-service/get-token: a contact form token (valid 30 minutes, once). */
export const mailTokenContract = defineContract({
  name: 'mail.token',
  method: 'GET',
  path: '/api/ext/mail-service/get-token',
  tag: 'Support',
  auth: 'none',
  summary: 'A contact form token (valid 30 minutes, once)',
  result: z.string(),
});

/** POST /api/ext/mail-service/send-email: a contact form message to the support address. */
export const mailSendContract = defineContract({
  name: 'mail.send',
  method: 'POST',
  path: '/api/ext/mail-service/send-email',
  tag: 'Support',
  auth: 'none',
  summary: 'Send a contact form message to customer service',
  description:
    "Always goes to the shop's support address (a targetAddress is ignored); the sender is the Reply-To. At most 5 per client address an hour. `topic` `withdrawal` (with `order_number`) withdraws from an order: the subject names the order and the sender gets an acknowledgement of receipt by mail; `accessibility` reports an accessibility problem.",
  body: supportMessageSchema,
  result: z.literal(true),
  errors: { 400: ['formTokenInvalid', 'invalidEmail', 'orderNumberInvalid'], 429: ['tooManyAttempts'] },
  examples: [
    { body: { token: 'x.y.z', sender: 'nobody@example.se', subject: 'Hej', text: 'Hej' } },
    { body: { token: 'x.y.z', sender: 'nobody@example.se', topic: 'withdrawal', order_number: '100000001' } },
  ],
});
