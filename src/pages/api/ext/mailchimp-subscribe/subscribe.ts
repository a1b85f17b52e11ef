import { bind, contractEndpoint } from '../../../../lib/server/http/contract-route.ts';
import { newsletterStatus, subscribe, unsubscribe } from '../../../../lib/server/newsletter/service.ts';
import {
  newsletterStatusContract,
  newsletterSubscribeContract,
  newsletterUnsubscribeContract,
} from '../../../../lib/engagement/contract.ts';

/** `GET|POST|DELETE /api/ext/mailchimp-subscribe/subscribe`: newsletter status, subscribe, unsubscribe. */
export const ALL = contractEndpoint(
  bind(newsletterStatusContract, ({ query }) => newsletterStatus(query.email)),
  bind(newsletterSubscribeContract, ({ body, ctx }) => subscribe(body.email, ctx.store.storeCode)),
  bind(newsletterUnsubscribeContract, ({ body }) => unsubscribe(body.email)),
);
