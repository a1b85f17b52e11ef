import { staffSetPrice } from '../../../lib/server/staff/stock.ts';
import { staffBind, staffEndpoint } from '../../../lib/server/staff/route.ts';
import { staffPriceSetContract } from '../../../lib/staff/stock-contract.ts';

/** `POST /api/staff/prices`: set a sku's regular price in one store. */
export const ALL = staffEndpoint(
  staffBind(staffPriceSetContract, ({ body, staff, ctx }) => staffSetPrice(body, staff, ctx)),
);
