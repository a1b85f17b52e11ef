import type { StoreCode } from '../../store-view/config.ts';
import type { PaymentMethod } from '../../cart/schema.ts';

/** A payment method as the API answers it: the type the storefront's cart client declares. */
export type { PaymentMethod };

const titles: Record<string, Record<StoreCode, string>> = {
  avarda: {
    sv: 'Kort, faktura eller delbetalning (Avarda)',
    no: 'Kort, faktura eller delbetaling (Avarda)',
    fi: 'Kortti, lasku tai osamaksu (Avarda)',
  },
  invoice: { sv: 'Faktura', no: 'Faktura', fi: 'Lasku' },
  cashondelivery: { sv: 'Postförskott', no: 'Postoppkrav', fi: 'Postiennakko' },
};

/** The payment methods of a cart: avarda (default, cost 0) always; cash on delivery only when something is shipped. */
export function paymentMethodsFor(store: StoreCode, allVirtual: boolean): PaymentMethod[] {
  const methods: PaymentMethod[] = [
    { code: 'avarda', title: titles.avarda![store], cost: 0, cost_incl_tax: 0, default: true },
    { code: 'invoice', title: titles.invoice![store], cost: 0, cost_incl_tax: 0 },
  ];
  if (!allVirtual)
    methods.push({ code: 'cashondelivery', title: titles.cashondelivery![store], cost: 0, cost_incl_tax: 0 });
  return methods;
}
