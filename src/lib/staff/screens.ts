/** The screens of the back office, each with the action of the role map it needs (menu, start page, page checks). */
import type { StaffMessageKey } from '../i18n/messages/staff/sv.ts';
import { roleMay, type StaffAction, type StaffRole } from './roles.ts';

/** A screen of the back office. */
export interface StaffScreen {
  key: string;
  path: string;
  action: StaffAction;
  label: StaffMessageKey;
  blurb: StaffMessageKey;
}

/** Every screen, in menu order. */
export const staffScreens: readonly StaffScreen[] = [
  {
    key: 'orders',
    path: '/staff/ordrar',
    action: 'orders.read',
    label: 'staff.nav.orders',
    blurb: 'staff.home.orders',
  },
  {
    key: 'reviews',
    path: '/staff/recensioner',
    action: 'reviews.moderate',
    label: 'staff.nav.reviews',
    blurb: 'staff.home.reviews',
  },
  {
    key: 'stock',
    path: '/staff/lager',
    action: 'catalog.read',
    label: 'staff.nav.stock',
    blurb: 'staff.home.stock',
  },
  {
    key: 'customers',
    path: '/staff/kunder',
    action: 'customers.read',
    label: 'staff.nav.customers',
    blurb: 'staff.home.customers',
  },
  {
    key: 'integrations',
    path: '/staff/integrationer',
    action: 'keys.manage',
    label: 'staff.nav.integrations',
    blurb: 'staff.home.integrations',
  },
  { key: 'audit', path: '/staff/logg', action: 'audit.read', label: 'staff.nav.audit', blurb: 'staff.home.audit' },
  {
    key: 'staff',
    path: '/staff/personal',
    action: 'staff.manage',
    label: 'staff.nav.staff',
    blurb: 'staff.home.staff',
  },
];

/** The screens a role may open. */
export function screensFor(role: StaffRole): StaffScreen[] {
  return staffScreens.filter((screen) => roleMay(role, screen.action));
}
