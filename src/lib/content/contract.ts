/** The content calls under /api (publish webhook, editor preview), declared once for the server and the tests. */
import { z } from 'astro/zod';
import { contractGroup } from '../api-client/contract.ts';

/** A content call (OpenAPI tag "Content"): for anyone (each checks its own secret), no store query. */
const contentContract = contractGroup({ tag: 'Content', auth: 'none', storeQuery: false });

/** The webhook body: optionally the entries that changed (`{ entries: [{ type, id }] }`); without it everything is retired. */
export const webhookBodySchema = z
  .object({
    entries: z
      .array(z.object({ type: z.string().max(40), id: z.string().min(1).max(200) }))
      .max(50)
      .optional(),
  })
  .loose();
/** The webhook body. */
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** POST /api/content/revalidate (Authorization: Bearer <content webhook secret>): retires cached pages. */
export const contentRevalidateContract = contentContract({
  name: 'content.revalidate',
  method: 'POST',
  path: '/api/content/revalidate',
  summary:
    'Content publish webhook: retires cached pages, only those of the named entries when the body names them (Authorization: Bearer <content webhook secret>)',
  body: webhookBodySchema,
  bodyRequired: false,
  result: z.object({ invalidated: z.boolean(), pages: z.array(z.string()).optional() }),
  otherErrors: { 401: ['The content webhook secret is missing', 'The content webhook secret is not valid'] },
  examples: [{ headers: { authorization: 'Bearer wrong' } }],
});

/** GET /api/preview?secret&path[&context] or ?exit=1&path: opens or closes the editor preview (a 303 redirect). */
export const contentPreviewContract = contentContract({
  name: 'content.preview',
  method: 'GET',
  path: '/api/preview',
  raw: true,
  summary: 'Opens (secret) or closes (exit=1) the editor preview and redirects to path (303); errors in the envelope',
  query: z.object({
    secret: z.string().optional(),
    path: z.string().optional(),
    context: z.string().optional(),
    exit: z.string().optional(),
  }),
  result: z.null().describe('303 redirect'),
  otherErrors: {
    400: ['The preview secret is missing', 'The preview context is not valid'],
    401: ['The preview secret is not valid'],
  },
  examples: [{ query: { path: '/' } }],
});
