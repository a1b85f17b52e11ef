/**
 * The input rules that forms in the browser and the API on the server both apply, written once (browser-safe).
 */

/**
 * The shop's e-mail rule (the form message 'Not a valid emailadress'): a local part and a domain with a dot, no
 * spaces, within the lengths of RFC 5321; letters outside ASCII are allowed (`åsa.berg@example.se`), as the mail
 * service and the shoppers' own providers accept them.
 */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.][^\s@]{0,188}\.[^\s@.]{2,}$/u;

/** The postcode format of each country the shop serves: Sweden `123 45` (or `12345`), Norway 4 digits, Finland 5. */
const postcodePatterns: Readonly<Record<string, RegExp>> = { SE: /^\d{3} ?\d{2}$/, NO: /^\d{4}$/, FI: /^\d{5}$/ };

/**
 * True when `postcode` (trimmed) has the format of its country: the rule of checkout addresses and of a customer's
 * saved addresses alike (an address the account keeps is one checkout takes). A country the shop does not serve has
 * no format here.
 */
export function isPostcode(countryId: string, postcode: string): boolean {
  const pattern = postcodePatterns[countryId.trim().toUpperCase()];
  return !pattern || pattern.test(postcode.trim());
}

/** True when `value` (trimmed) can be an order number: letters, digits and dashes (`SE100000123`). */
export function isOrderNumber(value: string): boolean {
  return /^[A-Za-z0-9-]{1,40}$/.test(value.trim());
}

/** True when `value` (trimmed) is an e-mail address by the shop's rule. */
export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed);
}

// NUL and the other C0 controls but tab, line feed and carriage return (multi-line text keeps its line breaks), and DEL;
// and a lone surrogate (half a UTF-16 pair, `"\ud800"` in JSON), which no UTF-8 text can hold: it would be stored as
// U+FFFD or refused by the database.
// eslint-disable-next-line no-control-regex
const CONTROL =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text holds a control character the shop refuses. */
export function isControlText(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * True when any string of a value (object keys included) holds a control character: PostgreSQL refuses NUL in text
 * and jsonb, and the others would be stored and shown in reviews, names and addresses. Iterative, since a 100 KB
 * JSON body can nest tens of thousands of levels deep.
 */
export function holdsControlCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (CONTROL.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
