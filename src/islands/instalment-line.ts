/**
 * The product page's part-payment line (`[data-instalment]`, rendered by the server with the provider's rule) kept
 * in step with a price that changes in the browser. Used by product-enhance.ts (package builder) and
 * group-prices.ts (a customer's group price).
 */
import type { StoreCode } from '../lib/store-view/config.ts';

/**
 * The part-payment line follows a price the page computes in the browser (a configured package, a customer's group
 * price): the monthly amount comes from the payment widget's session for that amount (the server computes it by
 * the provider's rule); failures leave the line as it was.
 */
export function followInstalment(form: HTMLFormElement, amount: number, storeCode: StoreCode): void {
  const line = form.closest('.np-product__info')?.querySelector<HTMLElement>('[data-instalment]');
  if (!line) return;
  void Promise.all([
    import('../lib/checkout/api.ts'),
    import('../lib/store-view/format.ts'),
    import('../lib/i18n/i18n.ts'),
  ]).then(async ([{ widgetInitCall }, { formatPrice }, { translate }]) => {
    try {
      const raw = await widgetInitCall(amount);
      const session = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { monthlyAmount?: number };
      if (typeof session.monthlyAmount !== 'number' || form.dataset['price'] !== String(amount)) return;
      line.textContent = translate(storeCode, 'ui.instalment.monthly', {
        amount: formatPrice(session.monthlyAmount, storeCode),
      });
    } catch (error) {
      console.warn('part-payment amount failed', error);
    }
  });
}
