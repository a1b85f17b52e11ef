import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { format } from 'node:util';
import { pino, type Logger } from 'pino';

/**
 * The shop's structured log: one JSON line per event on stdout (pino), level from LOG_LEVEL (default `info`). More in
 * README.md.
 */
export function createLogger(level = process.env.LOG_LEVEL || 'info'): Logger {
  // Written asynchronously (lines made while a write is under way go out together): a synchronous write per request
  // was 40 % of the CPU of a cached page's answer and held the event loop for every line. What is still buffered is
  // written when the process exits (drain, second signal, fatal error).
  const destination = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // stdout already gone
    }
  });
  return pino({ level, base: { service: 'nordpeak' }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

/** Query parameter names whose values are secrets or personal data and never logged (`storeCode` is neither). */
const SECRET_QUERY = /token|secret|password|signature|session|^cart_?id$|^e?-?mail$|^code$|^key$|^auth/i;
/** Path segments that are secrets: the payment step `/pay/{token}` (optionally under a store prefix). */
const SECRET_PATH = /^((?:\/no|\/fi)?\/pay\/)[^/?]+/;

/** A request target fit for the log: secret query values and secret path segments replaced by `[redacted]`. */
export function redactTarget(target: string): { route: string; query: string | undefined } {
  const mark = target.indexOf('?');
  const rawPath = mark < 0 ? target : target.slice(0, mark);
  const route = rawPath.replace(SECRET_PATH, '$1[redacted]');
  if (mark < 0) return { route, query: undefined };
  const parts: string[] = [];
  for (const part of target.slice(mark + 1).split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const rawName = equals < 0 ? part : part.slice(0, equals);
    parts.push(SECRET_QUERY.test(safeDecode(rawName)) ? `${rawName}=[redacted]` : part);
  }
  return { route, query: parts.join('&') };
}

/** Query parameters and payment steps inside free text (a URL in an error message). */
const PARAM_IN_TEXT = /([?&])([^=&\s"'<>]+)=([^&\s"'<>#]*)/g;
const PAY_IN_TEXT = /(\/pay\/)[^/?\s"'<>]+/g;

/** Free text with the secrets of any URL in it redacted. */
export function redactText(text: string): string {
  if (!text.includes('=') && !text.includes('/pay/')) return text;
  return text
    .replace(PARAM_IN_TEXT, (match, mark: string, name: string) =>
      SECRET_QUERY.test(safeDecode(name)) ? `${mark}${name}=[redacted]` : match,
    )
    .replace(PAY_IN_TEXT, '$1[redacted]');
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * Sends what the process's modules print (`console.log/info/warn/error`, Astro's adapter messages) through the
 * structured log, one JSON line each, with secrets in URLs redacted.
 */
export function routeConsoleTo(logger: Logger): void {
  const to =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      logger[level](redactText(format(...args)));
  console.log = to('info');
  console.info = to('info');
  console.warn = to('warn');
  console.error = to('error');
  // Node's own warnings (deprecations) too, instead of its plain stderr lines.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => logger.warn({ warning: warning.name }, redactText(warning.message)));
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** What the log line of one request says beyond the request and the answer: its id, and the output cache's outcome. */
export interface RequestLog {
  id: string;
  /** HIT or STALE when the answer front answered (its headers are written at once, not kept on the response). */
  cache?: string;
}

/** Starts the log line of one request. More in README.md. */
export function logRequest(logger: Logger, request: IncomingMessage, response: ServerResponse): RequestLog {
  const started = process.hrtime.bigint();
  // From the raw list: `request.headers` builds an object of every header.
  let given: string | undefined;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length === 12 && raw[i]!.toLowerCase() === 'x-request-id') {
      given = raw[i + 1];
      break;
    }
  }
  const log: RequestLog = { id: given !== undefined && REQUEST_ID.test(given) ? given : randomUUID() };
  // 'close' follows 'finish' for every answer, and comes alone when the connection closed first.
  response.once('close', () => {
    const { route, query } = redactTarget(request.url ?? '');
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const status = response.headersSent ? response.statusCode : 0;
    const cache = log.cache ?? response.getHeader('x-cache');
    const line = {
      reqId: log.id,
      method: request.method,
      route,
      query,
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      cache: typeof cache === 'string' ? cache : undefined,
      aborted: response.writableFinished ? undefined : true,
    };
    if (status >= 500 || status === 0) logger.warn(line, 'request');
    else logger.info(line, 'request');
  });
  return log;
}
