/** Money and times as the back office shows them, in the staff member's language. */

/** An amount in its currency. */
export function money(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** A moment as date and time. */
export function when(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
}
