/** The registry of every `/api` call: the OpenAPI document and the routed-contract test enumerate it. */
import { z } from 'astro/zod';
import * as accounts from '../accounts/contract.ts';
import * as cart from '../cart/contract.ts';
import * as catalog from '../catalog/contract.ts';
import * as checkout from '../checkout/contract.ts';
import * as content from '../content/contract.ts';
import * as engagement from '../engagement/contract.ts';
import * as staff from '../staff/contract.ts';
import * as integration from '../integration/contract.ts';
import * as staffCustomers from '../staff/customers-contract.ts';
import * as staffOrders from '../staff/orders-contract.ts';
import * as staffIntegrations from '../staff/integrations-contract.ts';
import * as staffReviews from '../staff/reviews-contract.ts';
import * as staffStock from '../staff/stock-contract.ts';
import { contractsOf, defineContract, type AnyContract } from './contract.ts';

/** GET /api/openapi.json: the OpenAPI 3.1 document generated from these contracts (plain JSON, not the envelope). */
export const openApiContract = defineContract({
  name: 'openapi',
  method: 'GET',
  path: '/api/openapi.json',
  tag: 'Meta',
  auth: 'none',
  storeQuery: false,
  raw: true,
  summary: 'This OpenAPI document (plain JSON, not enveloped), generated from the contracts',
  result: z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }).loose(),
});

/** Every API contract: those of each contract module, then this document's own. */
export const apiContracts: readonly AnyContract[] = [
  ...[
    cart,
    checkout,
    accounts,
    catalog,
    engagement,
    content,
    staff,
    integration,
    staffOrders,
    staffCustomers,
    staffReviews,
    staffStock,
    staffIntegrations,
  ].flatMap(contractsOf),
  openApiContract,
];
