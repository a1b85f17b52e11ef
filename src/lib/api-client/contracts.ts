/** The registry of every `/api` call: the OpenAPI document and the routed-contract test enumerate it. */
import { z } from 'astro/zod';
import { accountContracts } from '../accounts/contract.ts';
import { cartContracts } from '../cart/contract.ts';
import { catalogContracts } from '../catalog/contract.ts';
import { checkoutContracts } from '../checkout/contract.ts';
import { contentContracts } from '../content/contract.ts';
import { engagementContracts } from '../engagement/contract.ts';
import { staffAccountContracts } from '../staff/contract.ts';
import { integrationContracts } from '../integration/contract.ts';
import { staffCustomerContracts } from '../staff/customers-contract.ts';
import { staffOrderContracts } from '../staff/orders-contract.ts';
import { staffIntegrationContracts } from '../staff/integrations-contract.ts';
import { staffReviewContracts } from '../staff/reviews-contract.ts';
import { staffStockContracts } from '../staff/stock-contract.ts';
import { defineContract, type AnyContract } from './contract.ts';

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

/** Every API contract. */
export const apiContracts: readonly AnyContract[] = [
  ...cartContracts,
  ...checkoutContracts,
  ...accountContracts,
  ...catalogContracts,
  ...engagementContracts,
  ...contentContracts,
  ...staffAccountContracts,
  ...integrationContracts,
  ...staffOrderContracts,
  ...staffCustomerContracts,
  ...staffReviewContracts,
  ...staffStockContracts,
  ...staffIntegrationContracts,
  openApiContract,
];
