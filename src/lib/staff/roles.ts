/** What each staff role may see and do. More in README.md. */

/** The staff roles. */
export const staffRoles = ['admin', 'support', 'warehouse'] as const;
/** A staff role. */
export type StaffRole = (typeof staffRoles)[number];

/** Every action a back office call is checked for. */
export const staffActions = [
  'orders.read',
  'orders.fulfil',
  'orders.cancel',
  'orders.refund',
  'mails.resend',
  'customers.read',
  'customers.passwordReset',
  'reviews.moderate',
  'catalog.read',
  'stock.write',
  'prices.write',
  'keys.manage',
  'webhooks.manage',
  'staff.manage',
  'audit.read',
] as const;
/** An action of the back office. */
export type StaffAction = (typeof staffActions)[number];

/**
 * The actions of each role. support: orders (read), customers, reviews, resending mails; warehouse: orders (read,
 * processing, shipping, delivery), stock; admin: everything, including refunds, cancellations, prices, integration
 * keys, webhooks, staff accounts and the audit log.
 */
export const roleActions: Record<StaffRole, readonly StaffAction[]> = {
  admin: staffActions,
  support: ['orders.read', 'mails.resend', 'customers.read', 'customers.passwordReset', 'reviews.moderate'],
  warehouse: ['orders.read', 'orders.fulfil', 'catalog.read', 'stock.write'],
};

/** True when a role may do an action. */
export function roleMay(role: StaffRole, action: StaffAction): boolean {
  return roleActions[role].includes(action);
}

/** True for a known role name. */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}
