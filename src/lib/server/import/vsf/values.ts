/** Lenient readers of dump values: real dumps write ids and numbers as strings or numbers, flags as 0/1/"1"/true. */

/** A whole number from a number or a numeric string; undefined otherwise. */
export function intOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

/** A finite number from a number or a numeric string; undefined otherwise. */
export function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A flag from true/false, 1/0, "1"/"0", "true"/"false"; `fallback` otherwise. */
export function flagOf(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

/** A non-empty trimmed string; undefined otherwise (numbers become their text). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** A date from ISO 8601 or Magento's 'YYYY-MM-DD HH:MM:SS' (UTC); null when empty, 'invalid' when unreadable. */
export function dateOf(value: unknown): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return 'invalid';
  const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Plain text of a value that may carry HTML (names): tags removed, entities decoded, spaces collapsed. */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        );
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A URL-safe slug of a text (å, ä, ö, ø, æ folded), as the shop's own url keys are made. */
export { slugify as slugOf } from '../../seed/random.ts';

/** A string as it is (empty included); null for anything else. */
export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
