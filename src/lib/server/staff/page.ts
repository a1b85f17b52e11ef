/** What every back office page does first. More in README.md. */
import type { AstroGlobal } from 'astro';
import { roleMay, type StaffAction } from '../../staff/roles.ts';
import { staffTranslator, type StaffMessages, type StaffTranslate } from '../../staff/i18n.ts';
import { staffLocales, type StaffLocale } from '../../staff/schema.ts';
import { ApiError } from '../http/api.ts';
import { PRIVATE_CACHE_CONTROL } from '../page-cache/policy.ts';
import { currentStaff } from './access.ts';
import { staffMessages } from './messages.ts';
import type { StaffPrincipal } from './sessions.ts';

/** The headers of every back office page. */
export const STAFF_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': PRIVATE_CACHE_CONTROL,
  'X-Frame-Options': 'DENY',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
};

/** A back office page's staff member, permission, language and texts. */
export interface StaffPageContext {
  staff: StaffPrincipal | undefined;
  /** False when a staff member is signed in whose role may not see the page (answered 403). */
  allowed: boolean;
  locale: StaffLocale;
  messages: StaffMessages;
  t: StaffTranslate;
}

/** The html lang of a back office language. */
export const htmlLang = (locale: StaffLocale): string => (locale === 'no' ? 'nb' : locale);

/** Sets the page's headers and reads who is signed in; `action` is what the page shows (absent: any staff member). */
export async function staffPage(astro: AstroGlobal, action?: StaffAction): Promise<StaffPageContext> {
  for (const [name, value] of Object.entries(STAFF_PAGE_HEADERS)) astro.response.headers.set(name, value);
  const staff = await currentStaff(astro.cookies);
  const asked = astro.url.searchParams.get('lang');
  const locale: StaffLocale =
    staff?.locale ?? (staffLocales.find((code) => code === asked) as StaffLocale | undefined) ?? 'sv';
  const allowed = !staff || !action || roleMay(staff.role, action);
  if (!allowed) astro.response.status = 403;
  const messages = staffMessages(locale);
  return { staff, allowed, locale, messages, t: staffTranslator(messages) };
}

/** The props every screen's island gets: its texts and the html lang its dates and amounts are shown in. */
export const islandProps = ({ messages, locale }: StaffPageContext) => ({ messages, locale: htmlLang(locale) });

/** Whether the signed-in staff member's role may do `action` (a part of the screen the page shows or hides). */
export const pageMay = ({ staff }: StaffPageContext, action: StaffAction): boolean =>
  !!staff && roleMay(staff.role, action);

/** What a screen read in-process: its data, or the text and status of the refusal (nothing for whom may not see it). */
export interface StaffRead<T> {
  data?: T;
  problem: string;
  status?: number;
}

/** Reads a screen's data in-process for a staff member who may see it; a refused read answers its translated text. */
export async function staffRead<T>(
  page: StaffPageContext,
  read: (staff: StaffPrincipal) => Promise<T>,
): Promise<StaffRead<T>> {
  if (!page.staff || !page.allowed) return { problem: '' };
  try {
    return { data: await read(page.staff), problem: '' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { problem: page.t.api(error.message), status: error.code };
  }
}
