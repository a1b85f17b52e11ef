/**
 * Recovery codes of the second factor: ten random codes of 80 bits each (`abcd-efgh-ijkl-mnop`, base32), shown once
 * at sign-up, stored as SHA-256 hashes (their entropy makes a slow hash unnecessary), each usable once.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { Db } from '../db/client.ts';
import { staffRecoveryCodes } from '../db/schema/index.ts';

const COUNT = 10;

const hashCode = (normalized: string) => createHash('sha256').update(`staff-recovery:${normalized}`).digest('hex');

/** A code as typed (any case, spaces or dashes) in its stored form; undefined when it cannot be a recovery code. */
function normalize(code: string): string | undefined {
  const plain = code.replace(/[\s-]+/g, '').toLowerCase();
  return /^[a-z2-7]{16}$/.test(plain) ? plain : undefined;
}

/** Replaces a staff member's recovery codes with ten new ones; returns them (the only time they are readable). */
export async function replaceRecoveryCodes(tx: Pick<Db, 'delete' | 'insert'>, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, () => {
    const plain = new Secret({ size: 10 }).base32.toLowerCase();
    return plain.match(/.{4}/g)!.join('-');
  });
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: hashCode(normalize(code)!) })));
  return codes;
}

/** Uses up one recovery code of a staff member (one conditional update); false when it is unknown or used. */
export async function useRecoveryCode(
  db: Pick<Db, 'update'>,
  staffId: number,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const normalized = normalize(code);
  if (!normalized) return false;
  const claimed = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashCode(normalized)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return claimed.length > 0;
}
