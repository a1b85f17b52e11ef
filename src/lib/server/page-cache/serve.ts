import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestLog } from '../ops/log.ts';
import { forgetDue } from './forgotten.ts';
import { compressFrontEntry, dropFrontEntry, frontEntry, type Encoding } from './front.ts';
import { generationEpoch, generationNow } from './generation.ts';
import { pageCacheBypassed } from './policy.ts';
import { canRevalidate, REVALIDATE_HEADER_VALUE, scheduleRefresh, STALE_SERVE_MS } from './revalidate.ts';

const encodingChoices = new Map<string, Encoding>();

/** The encoding to send for an Accept-Encoding header (q-values honoured; brotli before gzip). */
export function chooseEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  const known = encodingChoices.get(accept);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const choice: Encoding = weightOf('br') > 0 ? 'br' : weightOf('gzip') > 0 ? 'gzip' : 'identity';
  if (encodingChoices.size < 200) encodingChoices.set(accept, choice);
  return choice;
}

/**
 * Answers a request from the answer front directly on the Node server, before Astro routes it (the shop's HTTP server
 * in src/lib/server/ops/launch.ts calls it first). More in README.md.
 */
export function serveCachedPage(request: IncomingMessage, response: ServerResponse, log?: RequestLog): boolean {
  if (request.method !== 'GET') return false;
  const target = request.url;
  if (target === undefined) return false;
  // A price window that began or ended a moment ago retires its pages before one is answered.
  forgetDue();
  const entry = frontEntry(target);
  if (entry === undefined) return false;
  // The few headers that matter, read from the raw list: `request.headers` would build an object per request.
  let accept: string | undefined;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 15) {
      if (name.toLowerCase() === 'accept-encoding')
        accept = accept === undefined ? raw[i + 1] : `${accept}, ${raw[i + 1]}`;
    } else if (name.length === 6) {
      // An editor's preview shows drafts.
      if (name.toLowerCase() === 'cookie' && raw[i + 1]!.includes('np_preview=')) return false;
    } else if (name.length === 12 && name.toLowerCase() === 'x-page-cache') {
      // The bench asks for a render, or this process renders a stale page again.
      const value = raw[i + 1];
      if (pageCacheBypassed(value) || value === REVALIDATE_HEADER_VALUE) return false;
    }
  }
  const now = Date.now();
  generationNow(now);
  if (entry.epoch !== generationEpoch() || entry.expires <= now) {
    dropFrontEntry(target, entry);
    return false;
  }
  const encoding = chooseEncoding(accept);
  const chosen = (encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : undefined) ?? entry.identity;
  if (encoding !== 'identity' && chosen === entry.identity) compressFrontEntry(target, entry, encoding);
  const age = now > entry.storedAt ? Math.floor((now - entry.storedAt) / 1000) : 0;
  if (entry.staleSince !== undefined) {
    if (!canRevalidate() || now - entry.staleSince > STALE_SERVE_MS) {
      dropFrontEntry(target, entry);
      return false;
    }
    // The previous copy now, the page rendered again in the background for the next request.
    scheduleRefresh(target, entry, now);
    const headers = chosen.headers.slice();
    headers[headers.length - 1] = 'STALE';
    headers.push('age', String(age));
    if (log) {
      log.cache = 'STALE';
      headers.push('x-request-id', log.id);
    }
    response.writeHead(entry.status, headers);
    response.end(chosen.body);
    return true;
  }
  if (chosen.age !== age) {
    chosen.age = age;
    chosen.withAge = [...chosen.headers, 'age', String(age)];
  }
  if (log) log.cache = 'HIT';
  // One header list handed to writeHead, on a response with no header set before: Node writes it as it is.
  response.writeHead(entry.status, log ? [...chosen.withAge, 'x-request-id', log.id] : chosen.withAge);
  response.end(chosen.body);
  return true;
}
