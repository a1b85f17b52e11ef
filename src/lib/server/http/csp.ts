import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** Script types a browser runs; data blocks (JSON-LD, JSON) are never run, so they need no hash. */
const DATA_TYPE = /\btype\s*=\s*["']?(?!module|text\/javascript|application\/javascript)[^"'\s>]+/i;

/** Hashes of inline scripts and styles seen before: the same hydration scripts and stylesheet are on every page. */
const hashes = new Map<string, string>();
const sha256 = (text: string) => {
  let hash = hashes.get(text);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (hashes.size >= 1000) hashes.clear();
    hashes.set(text, hash);
  }
  return hash;
};

/**
 * The Content-Security-Policy of a rendered page: scripts and stylesheets from the shop itself, the inline scripts and
 * style elements of this very page by their hashes (so a cached page carries a policy that fits it; no nonces,
 * which a shared cache could not keep), style attributes (CSS variables of swatches and content blocks), images from
 * anywhere over HTTPS (content images live on the content service's host), YouTube's privacy domain in frames only
 * after the visitor clicks play, nothing else.
 */
export function contentSecurityPolicy(html: string): string {
  const scripts = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes) || body.length === 0) continue;
    scripts.add(sha256(body));
  }
  const styles = new Set<string>();
  for (const match of html.matchAll(STYLE)) styles.add(sha256(match[1] ?? ''));
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
    "frame-ancestors 'self'",
  ].join('; ');
}
