/** The texts of the back office in one language, as a page hands them to its islands. */
import { catalogues } from '../../i18n/catalogues.ts';
import { staffFi } from '../../i18n/messages/staff/fi.ts';
import { staffNo } from '../../i18n/messages/staff/no.ts';
import { staffSv } from '../../i18n/messages/staff/sv.ts';
import type { StaffMessages } from '../../staff/i18n.ts';
import type { StaffLocale } from '../../staff/schema.ts';

const staffCatalogues = { sv: staffSv, no: staffNo, fi: staffFi };
const made = new Map<StaffLocale, StaffMessages>();

/** The back office catalogue of a language with the API's error and form messages of the shop's catalogue. */
export function staffMessages(locale: StaffLocale): StaffMessages {
  let found = made.get(locale);
  if (!found) {
    const api = Object.entries(catalogues[locale]).filter(
      ([key]) => key.startsWith('error.') || key.startsWith('form.'),
    );
    found = Object.freeze({ ...Object.fromEntries(api), ...staffCatalogues[locale] });
    made.set(locale, found);
  }
  return found;
}
