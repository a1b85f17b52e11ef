import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { hashedToken, ownedBy, serialId, stampedAt, stamps, timeAt } from './columns.ts';

/**
 * The shop's staff (back office users), separate from customers: a role (admin, support, warehouse), an optional
 * store they are limited to, the language of their back office, and their credentials once they signed up (argon2
 * password hash; the TOTP secret encrypted with a key derived from TOKEN_SECRET, since it must be read to check a code).
 */
export const staffUsers = pgTable('staff_users', {
  id: serialId(),
  /** Lower-cased, unique. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  role: text('role', { enum: ['admin', 'support', 'warehouse'] }).notNull(),
  /** null: every store; else the only store whose orders, customers, reviews and prices they see. */
  storeCode: text('store_code'),
  locale: text('locale', { enum: ['sv', 'no', 'fi'] })
    .notNull()
    .default('sv'),
  /** invited (no credentials yet), active, disabled */
  status: text('status', { enum: ['invited', 'active', 'disabled'] })
    .notNull()
    .default('invited'),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  /** The last TOTP time step accepted: a code is used once, and never one older than it. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  ...stamps(),
});

/** One-time sign-up links (stored as hashes), with the TOTP secret offered on that link until it is confirmed. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serialId(),
    staffId: ownedBy('staff_id', () => staffUsers.id),
    ...hashedToken(),
    totpSecret: text('totp_secret').notNull(),
    createdAt: stampedAt('created_at'),
    usedAt: timeAt('used_at'),
  },
  (t) => [index('staff_invites_staff').on(t.staffId)],
);

/** Recovery codes of the second factor: SHA-256 hashes of 80-bit random codes, each usable once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serialId(),
    staffId: ownedBy('staff_id', () => staffUsers.id),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timeAt('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff').on(t.staffId)],
);

/** A sign-in whose password was right and whose second factor is still to come (minutes, a few tries). */
export const staffLoginChallenges = pgTable('staff_login_challenges', {
  id: serialId(),
  staffId: ownedBy('staff_id', () => staffUsers.id),
  ...hashedToken(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: timeAt('used_at'),
});

/** Back office sessions (the cookie's token stored as its SHA-256), ending when idle too long or at their absolute end. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serialId(),
    staffId: ownedBy('staff_id', () => staffUsers.id),
    ...hashedToken(),
    createdAt: stampedAt('created_at'),
    lastSeenAt: stampedAt('last_seen_at'),
    revokedAt: timeAt('revoked_at'),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);
