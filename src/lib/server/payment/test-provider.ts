import { randomBytes } from 'node:crypto';
import type { AuthorizationResult, PaymentChoice, PaymentProvider } from './provider.ts';

/** Card numbers the test provider declines (all other valid numbers succeed). */
export const DECLINED_TEST_CARDS = new Set(['4000000000000002', '4000000000009995']);

/** Part payment: the number of months the shop offers. */
export const PART_PAYMENT_MONTHS = 24;

/** True when a card number passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The built-in test payment provider ('avarda'): invoice is always approved, cards are checked with the Luhn
 * rule and the test numbers (4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined), part payment runs
 * over 24 months without interest.
 */
export const testPaymentProvider: PaymentProvider = {
  code: 'avarda',
  sessionTtlMs: 30 * 60_000,
  paymentStepUrl: (purchaseToken) => `/pay/${encodeURIComponent(purchaseToken)}`,
  async authorize(amount: number, _currency: string, choice: PaymentChoice): Promise<AuthorizationResult> {
    const reference = `T${randomBytes(6).toString('hex').toUpperCase()}`;
    if (!(amount >= 0)) return { status: 'declined', method: choice.method, reason: 'amount' };
    if (choice.method === 'invoice') return { status: 'authorized', method: 'invoice', reference };
    if (choice.method === 'partpayment') {
      return choice.months === PART_PAYMENT_MONTHS
        ? { status: 'authorized', method: 'partpayment', reference }
        : { status: 'declined', method: 'partpayment', reason: 'months' };
    }
    const digits = choice.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits))
      return { status: 'declined', method: 'card', reason: 'card-number' };
    if (choice.expiry !== undefined) {
      const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(choice.expiry.trim());
      if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return { status: 'declined', method: 'card', reason: 'expiry' };
      const end = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
      if (end.getTime() <= Date.now()) return { status: 'declined', method: 'card', reason: 'expiry' };
    }
    if (DECLINED_TEST_CARDS.has(digits)) return { status: 'declined', method: 'card', reason: 'declined' };
    return { status: 'authorized', method: 'card', reference };
  },
  monthlyAmount(amount: number, months: number): number {
    return months > 0 ? Math.ceil(amount / months) : amount;
  },
  async voidPayment() {
    return { reference: `V${randomBytes(6).toString('hex').toUpperCase()}` };
  },
  async refundPayment() {
    return { reference: `R${randomBytes(6).toString('hex').toUpperCase()}` };
  },
};
