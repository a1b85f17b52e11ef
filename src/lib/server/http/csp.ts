import { createHash } from 'node:crypto';

/** Script types a browser runs; data blocks (JSON-LD, JSON) are never run, so they need no hash. */
const DATA_TYPE = /\btype\s*=\s*["']?(?!module|text\/javascript|application\/javascript)[^"'\s>]+/i;
const SOURCE = /\bsrc\s*=/i;

/**
 * Hashes of inline scripts and styles seen before, by byte length: the same hydration scripts and stylesheet are on
 * every page, and comparing their bytes (memcmp) is cheaper than hashing them again or making strings of them.
 */
const hashes = new Map<number, { bytes: Buffer; hash: string }[]>();
let hashCount = 0;
const sha256 = (bytes: Buffer) => {
  const seen = hashes.get(bytes.length);
  if (seen) for (const entry of seen) if (entry.bytes.equals(bytes)) return entry.hash;
  const hash = `'sha256-${createHash('sha256').update(bytes).digest('base64')}'`;
  if (hashCount >= 1000) {
    hashes.clear();
    hashCount = 0;
  }
  // A copy: `bytes` is a view of the page, which must not be kept alive by the memo.
  const entry = { bytes: Buffer.from(bytes), hash };
  if (seen && hashes.has(bytes.length)) seen.push(entry);
  else hashes.set(bytes.length, [entry]);
  hashCount += 1;
  return hash;
};

/** Whether a word ends before `at` (as `\b` after a letter: the end, or anything but an ASCII letter, digit or `_`). */
function boundaryAt(text: string, at: number): boolean {
  if (at >= text.length) return true;
  const c = text.charCodeAt(at);
  return !((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f);
}

/**
 * The script and style elements of a page, as `/<script\b([^>]*)>([\s\S]*?)<\/script>/g` and
 * `/<style\b[^>]*>([\s\S]*?)<\/style>/g` find them in its text, found with indexOf in `text`. More in README.md.
 */
function elements(html: Buffer, text: string, name: 'script' | 'style'): { attributes: Buffer; body: Buffer }[] {
  const found: { attributes: Buffer; body: Buffer }[] = [];
  const opening = `<${name}`;
  const closing = `</${name}>`;
  let at = 0;
  for (let start = text.indexOf(opening, at); start !== -1; start = text.indexOf(opening, at)) {
    const nameEnd = start + opening.length;
    if (!boundaryAt(text, nameEnd)) {
      at = start + 1;
      continue;
    }
    const tagEnd = text.indexOf('>', nameEnd);
    if (tagEnd === -1) break;
    const end = text.indexOf(closing, tagEnd + 1);
    if (end === -1) break;
    found.push({ attributes: html.subarray(nameEnd, tagEnd), body: html.subarray(tagEnd + 1, end) });
    at = end + closing.length;
  }
  return found;
}

/** The Content-Security-Policy of a rendered page (its UTF-8 bytes as sent). More in README.md. */
export function contentSecurityPolicy(html: Buffer, framing: 'self' | 'none' = 'self'): string {
  const text = html.toString('latin1');
  const scripts = new Set<string>();
  for (const { attributes, body } of elements(html, text, 'script')) {
    if (body.length === 0) continue;
    const attributeText = attributes.length ? attributes.toString('utf8') : '';
    if (SOURCE.test(attributeText) || DATA_TYPE.test(attributeText)) continue;
    scripts.add(sha256(body));
  }
  const styles = new Set<string>();
  for (const { body } of elements(html, text, 'style')) styles.add(sha256(body));
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scripts].join(' ')}`.trim(),
    `style-src 'self' ${[...styles].join(' ')}`.trim(),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors '${framing}'`,
  ].join('; ');
}
