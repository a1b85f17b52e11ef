import { bind, contractEndpoint } from '../../../../../../lib/server/http/contract-route.ts';
import { recordProductView } from '../../../../../../lib/server/reports/service.ts';
import { productViewReportContract } from '../../../../../../lib/engagement/contract.ts';

/** `POST /api/ext/polder/reports/catalog-product-view/{productId}`: records a product page view. */
export const ALL = contractEndpoint(
  bind(productViewReportContract, ({ params, ctx }) => recordProductView(params.productId, ctx.store.storeCode)),
);
