import { and, asc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { getDb, type Db } from '../db/client.ts';
import { customerAddresses, customers, orders, passwordResetTokens, refreshTokens } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import type { StoreCode } from '../../store-view/config.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem, verifyPassword } from './password.ts';
import { accountLimit } from './throttle.ts';
import { clearLimit, consume, countAttempt, type Limit } from './rate-limit.ts';
import {
  createCustomerSchema,
  updateCustomerSchema,
  changePasswordSchema,
  type AddressInput,
  type Customer,
} from '../../accounts/schema.ts';

/** The general customer group every new account joins. */
export const GENERAL_GROUP_ID = 1;

/** Throws the 400 of a password that breaks the policy (length, common passwords). */
export function assertPasswordAllowed(password: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem === 'tooShort') throw catalogError(400, 'passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  if (problem === 'tooLong') throw catalogError(400, 'passwordTooLong', { max: MAX_PASSWORD_LENGTH });
  if (problem === 'tooCommon') throw catalogError(400, 'passwordTooCommon');
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Reads a customer with addresses in the contract's shape. */
export async function getCustomer(customerId: number, db?: Db): Promise<Customer> {
  const d = db ?? (await getDb());
  const [row] = await d.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw catalogError(401, 'tokenUnknown');
  const addresses = await d
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id));
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    group_id: row.groupId,
    store_code: row.storeCode,
    created_at: row.createdAt.toISOString(),
    addresses: addresses.map((a) => ({
      id: a.id,
      firstname: a.firstname,
      lastname: a.lastname,
      street: a.street,
      city: a.city,
      postcode: a.postcode,
      country_id: a.countryId,
      ...(a.region ? { region: a.region } : {}),
      ...(a.telephone ? { telephone: a.telephone } : {}),
      ...(a.company ? { company: a.company } : {}),
      default_shipping: a.defaultShipping,
      default_billing: a.defaultBilling,
    })),
  };
}

function addressRow(customerId: number, a: AddressInput, flags: { shipping: boolean; billing: boolean }) {
  const region = typeof a.region === 'string' ? a.region : (a.region?.region ?? null);
  return {
    customerId,
    firstname: a.firstname,
    lastname: a.lastname,
    street: a.street.filter((l) => l.length > 0),
    city: a.city,
    postcode: a.postcode,
    countryId: a.country_id,
    region: region || null,
    telephone: a.telephone || null,
    company: a.company || null,
    defaultShipping: flags.shipping,
    defaultBilling: flags.billing,
  };
}

/** Only the first address flagged as default shipping (billing) keeps the flag. */
function defaultFlags(addresses: AddressInput[]): { shipping: boolean; billing: boolean }[] {
  const ship = addresses.findIndex((a) => a.default_shipping);
  const bill = addresses.findIndex((a) => a.default_billing);
  return addresses.map((_, i) => ({ shipping: i === ship, billing: i === bill }));
}

/** Replaces a customer's addresses: given ids of their own addresses are updated, others inserted, the rest removed. */
async function saveAddresses(tx: Db, customerId: number, addresses: AddressInput[]): Promise<void> {
  const flags = defaultFlags(addresses);
  const existing = await tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  const own = new Set(existing.map((r) => r.id));
  const kept: number[] = [];
  for (const [i, address] of addresses.entries()) {
    const values = addressRow(customerId, address, flags[i]!);
    if (address.id !== undefined && own.has(address.id) && !kept.includes(address.id)) {
      await tx
        .update(customerAddresses)
        .set(values)
        .where(and(eq(customerAddresses.id, address.id), eq(customerAddresses.customerId, customerId)));
      kept.push(address.id);
    } else {
      const [inserted] = await tx.insert(customerAddresses).values(values).returning({ id: customerAddresses.id });
      kept.push(inserted!.id);
    }
  }
  await tx
    .delete(customerAddresses)
    .where(
      and(
        eq(customerAddresses.customerId, customerId),
        kept.length ? notInArray(customerAddresses.id, kept) : undefined,
      ),
    );
}

/** Sign-up attempts per e-mail address: 5 an hour. */
export function registrationEmailLimit(email: string): Limit {
  return { key: `register:email:${email.trim().toLowerCase()}`, max: 5, windowMs: 60 * 60 * 1000 };
}

/** `POST /api/user/create`: a new account in the general group, registered in the given store. */
export async function createCustomer(body: unknown, storeCode: StoreCode): Promise<Customer> {
  const input = parseWith(createCustomerSchema, body);
  const { email, firstname, lastname, addresses } = input.customer;
  // Per e-mail (per client address: the middleware's route throttle): each attempt may cost a password hash.
  await consume(registrationEmailLimit(email));
  const db = await getDb();
  const [taken] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  if (taken) throw catalogError(400, 'emailExists');
  assertPasswordAllowed(input.password, email);
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({ email, firstname, lastname, passwordHash, groupId: GENERAL_GROUP_ID, storeCode })
        .returning({ id: customers.id });
      if (addresses?.length)
        await saveAddresses(
          tx,
          row!.id,
          addresses.map(({ id: _ignored, ...a }) => a),
        );
      // Guest orders the registering browser placed (it holds their unguessable ids) with this e-mail join the account.
      if (input.guest_orders?.length) {
        await tx
          .update(orders)
          .set({ customerId: row!.id })
          .where(
            and(isNull(orders.customerId), eq(orders.email, email), inArray(orders.orderHash, input.guest_orders)),
          );
      }
      return row!.id;
    });
    return await getCustomer(id);
  } catch (error) {
    // Two sign-ups with the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw catalogError(400, 'emailExists');
    throw error;
  }
}

/** `POST /api/user/me`: changes firstname, lastname, email and addresses; everything else is ignored. */
export async function updateCustomer(customerId: number, body: unknown): Promise<Customer> {
  const { customer: input } = parseWith(updateCustomerSchema, body);
  const db = await getDb();
  if (input.email) {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, input.email), ne(customers.id, customerId)));
    if (taken) throw catalogError(400, 'emailExists');
  }
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({
          ...(input.email ? { email: input.email } : {}),
          ...(input.firstname ? { firstname: input.firstname } : {}),
          ...(input.lastname ? { lastname: input.lastname } : {}),
          updatedAt: new Date(),
        })
        .where(eq(customers.id, customerId));
      if (input.addresses) await saveAddresses(tx, customerId, input.addresses);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw catalogError(400, 'emailExists');
    throw error;
  }
  return getCustomer(customerId);
}

/**
 * `POST /api/user/change-password`: checks the current password (throttled like logins), sets the new one and
 * revokes every other login session of the customer; the session the call came from stays valid.
 */
export async function changePassword(
  customerId: number,
  body: unknown,
  currentFamilyId: string | undefined,
  now = new Date(),
): Promise<true> {
  const input = parseWith(changePasswordSchema, body);
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw catalogError(401, 'tokenUnknown');
  const limit = accountLimit(row.email);
  await countAttempt([limit], now);
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) throw catalogError(400, 'passwordWrong');
  await clearLimit(limit.key);
  assertPasswordAllowed(input.newPassword, row.email);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.customerId, customerId),
          isNull(refreshTokens.revokedAt),
          currentFamilyId ? ne(refreshTokens.familyId, currentFamilyId) : undefined,
        ),
      );
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
  });
  return true;
}

/** Looks customers up by email (lower-cased), for the other account services. */
export async function customerByEmail(email: string, db?: Db) {
  const d = db ?? (await getDb());
  const [row] = await d.select().from(customers).where(eq(customers.email, email.trim().toLowerCase()));
  return row;
}
