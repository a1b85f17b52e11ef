import { isIP } from 'node:net';
import { config } from '../config/config.ts';

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** The set of the last setting read (every request asks; the setting changes only with the configuration). */
let lastTrusted: { setting: readonly string[]; addresses: ReadonlySet<string> } | undefined;

/** The proxy addresses whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUSTED_PROXIES; default loopback). */
export function trustedProxies(setting: readonly string[] = config().trustedProxies): ReadonlySet<string> {
  if (lastTrusted?.setting === setting) return lastTrusted.addresses;
  const list = setting.flatMap((entry) => (entry === 'loopback' ? LOOPBACK : entry === 'none' ? [] : [entry]));
  const addresses: ReadonlySet<string> = new Set(list.map((address) => address.toLowerCase()));
  lastTrusted = { setting, addresses };
  return addresses;
}

/**
 * The address of the client a request came from: the socket's peer, or, when the peer is a trusted proxy, the
 * nearest address in X-Forwarded-For that is not one of the trusted proxies (walked right to left: entries further
 * left were written by the client and prove nothing).
 */
export function resolveClientAddress(peer: string, forwardedFor: string | null, trusted = trustedProxies()): string {
  if (!trusted.has(peer.toLowerCase()) || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (!isIP(hop)) return peer;
    if (!trusted.has(hop.toLowerCase())) return hop;
  }
  return peer;
}

/** True when the browser reached the shop over HTTPS: a https PUBLIC_BASE_URL, or X-Forwarded-Proto of a trusted proxy. */
export function servedOverHttps(peer: string, forwardedProto: string | null, trusted = trustedProxies()): boolean {
  if (config().publicBaseUrl.startsWith('https:')) return true;
  return trusted.has(peer.toLowerCase()) && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The peer address of an Astro request (`unknown` when the adapter gives none). */
export function peerAddress(context: { clientAddress: string }): string {
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}
