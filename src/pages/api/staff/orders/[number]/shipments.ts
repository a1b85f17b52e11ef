import { addShipment } from '../../../../../lib/server/orders/shipments.ts';
import { asStaff } from '../../../../../lib/server/staff/lifecycle.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffOrderShipContract } from '../../../../../lib/staff/orders-contract.ts';

/** `POST /api/staff/orders/{number}/shipments`: a parcel sent, with its tracking number. */
export const ALL = staffEndpoint(
  staffBind(staffOrderShipContract, ({ params, body, staff, ctx }) =>
    asStaff(staff, ctx, (db, actor, options) => addShipment(db, params.number, body, actor, options)),
  ),
);
