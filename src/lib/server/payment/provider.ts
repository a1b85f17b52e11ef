/** What a payment method choice on the provider's payment step is. */
export type PaymentChoice =
  | { method: 'invoice' }
  | { method: 'card'; cardNumber: string; expiry?: string | undefined; cvc?: string | undefined }
  | { method: 'partpayment'; months: number };

/** The outcome of a payment attempt. */
export type AuthorizationResult =
  { status: 'authorized'; method: string; reference: string } | { status: 'declined'; method: string; reason: string };

/**
 * A checkout payment provider. The built-in test provider ('avarda') keeps its purchase sessions in the database
 * and authorises on its own payment step page; a real provider implements the same calls against its service.
 */
export interface PaymentProvider {
  /** The payment method code the provider is chosen with. */
  readonly code: string;
  /** How long a purchase session stays valid. */
  readonly sessionTtlMs: number;
  /** The URL (path) of the payment step for a purchase token. */
  paymentStepUrl(purchaseToken: string): string;
  /** Authorises a payment of `amount` (minor units) in `currency` with the shopper's choice. */
  authorize(amount: number, currency: string, choice: PaymentChoice): Promise<AuthorizationResult>;
  /** The monthly amount (minor units) of a part payment of `amount` over `months`. */
  monthlyAmount(amount: number, months: number): number;
  /** Voids an authorised payment (a cancelled order): nothing is charged. Returns the provider's reference. */
  voidPayment(reference: string): Promise<{ reference: string }>;
  /** Pays back `amount` (minor units) of a captured payment. Returns the provider's reference of the refund. */
  refundPayment(reference: string, amount: number, currency: string): Promise<{ reference: string }>;
}

const providers = new Map<string, PaymentProvider>();

/** Registers a payment provider under its code. */
export function registerPaymentProvider(provider: PaymentProvider): void {
  providers.set(provider.code, provider);
}

/** The provider of a payment method code, if one is registered. */
export function paymentProvider(code: string): PaymentProvider | undefined {
  return providers.get(code);
}
