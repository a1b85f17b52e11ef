import { storeViews, type StoreCode } from './config.ts';

const formatters = new Map<string, Intl.NumberFormat>();
/** Prices formatted before, by store code and amount. */
const formattedPrices = new Map<string, string>();

function numberFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Formats a price as '{amount} {sign}' for a store: no decimals, the locale's grouping,
 * kr for SEK and NOK, € for EUR. Amounts with cents keep two decimals so nothing is hidden.
 */
export function formatPrice(amount: number, storeCode: StoreCode): string {
  // The same prices are formatted on every render of the pages that show them (ICU's formatting is not cheap).
  const key = `${storeCode}${amount}`;
  let text = formattedPrices.get(key);
  if (text === undefined) {
    const view = storeViews[storeCode];
    const whole = Math.abs(amount - Math.round(amount)) < 0.005;
    const digits = whole ? 0 : 2;
    text = `${numberFormat(view.locale, digits).format(whole ? Math.round(amount) : amount)} ${view.currencySign}`;
    if (formattedPrices.size >= 10_000) formattedPrices.clear();
    formattedPrices.set(key, text);
  }
  return text;
}
