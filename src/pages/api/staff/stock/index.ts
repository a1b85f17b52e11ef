import { staffSetStock, staffSku } from '../../../../lib/server/staff/stock.ts';
import { staffBind, staffEndpoint } from '../../../../lib/server/staff/route.ts';
import { staffSkuContract, staffStockSetContract } from '../../../../lib/staff/stock-contract.ts';

/** `GET /api/staff/stock`: a sku's stock and prices; `POST`: set its stock level. */
export const ALL = staffEndpoint(
  staffBind(staffSkuContract, ({ query }) => staffSku(query.sku)),
  staffBind(staffStockSetContract, ({ body, staff, ctx }) => staffSetStock(body.sku, body.qty, staff, ctx)),
);
