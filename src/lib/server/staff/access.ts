/** Who may make a back office call. More in README.md. */
import type { AstroCookies } from 'astro';
import { roleMay, type StaffAction } from '../../staff/roles.ts';
import { config } from '../config/config.ts';
import { catalogError, type ApiContext } from '../http/api.ts';
import { peerAddress, servedOverHttps } from '../http/client.ts';
import { staffBySession, STAFF_SESSION_MAX_MS, type StaffPrincipal } from './sessions.ts';

/** The session cookie's name. */
export const STAFF_COOKIE = 'np_staff';
/** The paths the cookie is sent to: the back office pages and its API, nothing else of the shop. */
export const STAFF_COOKIE_PATHS = ['/staff', '/api/staff'] as const;

/** The Set-Cookie values of a session (one cookie per path); an empty token with max age 0 clears them. */
export function staffCookies(token: string, secure: boolean, maxAgeSeconds = STAFF_SESSION_MAX_MS / 1000): string[] {
  return STAFF_COOKIE_PATHS.map(
    (path) =>
      `${STAFF_COOKIE}=${token}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}

/** True when the browser reached the back office over HTTPS (the cookie then gets Secure). */
export function overHttps(context: { clientAddress: string; request: Request }): boolean {
  return servedOverHttps(peerAddress(context), context.request.headers.get('x-forwarded-proto'));
}

/** A response with the session cookies set (or cleared, with an empty token). */
export function withStaffCookies(response: Response, token: string, secure: boolean): Response {
  for (const cookie of staffCookies(token, secure, token ? undefined : 0))
    response.headers.append('Set-Cookie', cookie);
  return response;
}

/** The signed-in staff member of a page or call, if any. */
export async function currentStaff(cookies: AstroCookies): Promise<StaffPrincipal | undefined> {
  const token = cookies.get(STAFF_COOKIE)?.value;
  return token ? staffBySession(token) : undefined;
}

/** True when a request carries the Origin of the shop itself (its own address or PUBLIC_BASE_URL). */
export function fromOwnOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin === new URL(request.url).origin || origin === new URL(config().publicBaseUrl).origin;
}

/** Refuses a state-changing call without the back office's own Origin (403). */
export function assertOwnOrigin(request: Request): void {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method.toUpperCase()) && !fromOwnOrigin(request))
    throw catalogError(403, 'crossSiteRequest');
}

/** The staff member of a call allowed to make it: 401 without a live session, 403 for another role or site. */
export async function requireStaff(ctx: ApiContext, action: StaffAction | undefined): Promise<StaffPrincipal> {
  const staff = await currentStaff(ctx.astro.cookies);
  if (!staff) throw catalogError(401, 'staffSignInRequired');
  assertOwnOrigin(ctx.request);
  if (action && !roleMay(staff.role, action)) throw catalogError(403, 'staffForbidden');
  return staff;
}

/** Refuses data of another store to a staff member limited to one store (403). */
export function assertStore(staff: Pick<StaffPrincipal, 'storeCode'>, storeCode: string): void {
  if (staff.storeCode && staff.storeCode !== storeCode) throw catalogError(403, 'staffOtherStore');
}
