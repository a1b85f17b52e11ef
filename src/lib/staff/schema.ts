/** Staff accounts, sign-in and sessions as the back office API takes and answers them (browser-safe). */
import { z } from 'astro/zod';
import { emptyAsAbsent, idParamsSchema } from '../api-client/fields.ts';
import { emailSchema, line, passwordSchema, requiredOrFix } from '../accounts/schema.ts';
import { formMessages } from '../i18n/errors.ts';
import { storeCodes } from '../store-view/config.ts';
import { staffActions, staffRoles } from './roles.ts';

/** How a back office field that is not valid answers: "Please fix the validation errors". */
export const fix = { error: formMessages.fixErrors };

/** The languages of the back office (one per staff member, switchable). */
export const staffLocales = ['sv', 'no', 'fi'] as const;
/** A language of the back office. */
export type StaffLocale = (typeof staffLocales)[number];
/** A language of the back office. */
export const staffLocaleSchema = z.enum(staffLocales, requiredOrFix);
/** A staff role. */
export const staffRoleSchema = z.enum(staffRoles, requiredOrFix);
/** A store code, or null for every store. */
export const staffStoreSchema = z.enum(storeCodes, requiredOrFix).nullable();
/** A one-time token of a link or a sign-in step (base64url). */
export const staffTokenSchema = z
  .string(requiredOrFix)
  .min(1, { error: formMessages.required })
  .max(100, fix)
  .regex(/^[A-Za-z0-9_-]+$/, fix);

/** A staff account as the back office shows it (never a hash or a secret). */
export const staffUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  store_code: z.enum(storeCodes).nullable().describe('The only store the account may handle; null: every store'),
  locale: z.enum(staffLocales),
  status: z.enum(['invited', 'active', 'disabled']),
  created_at: z.string(),
});
/** A staff account. */
export type StaffUser = z.infer<typeof staffUserSchema>;

/** The signed-in staff member with the actions of their role. */
export const staffMeSchema = staffUserSchema.extend({ actions: z.array(z.enum(staffActions)) });
/** The signed-in staff member. */
export type StaffMe = z.infer<typeof staffMeSchema>;

/** Sign-in, first step: e-mail and password. */
export const staffLoginSchema = z.object({ email: emailSchema, password: passwordSchema });
/** Sign-in, second step: the challenge of the first step and a TOTP or recovery code. */
export const staffVerifySchema = z.object({
  challenge: staffTokenSchema,
  code: z.string(requiredOrFix).trim().min(1, { error: formMessages.required }).max(40, fix),
});

/** What a sign-up link opens: the account and the TOTP secret to add to an authenticator app. */
export const staffSignupSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  store_code: z.enum(storeCodes).nullable(),
  secret: z.string().describe('The TOTP secret, base32, for typing into an app'),
  otpauth_uri: z.string().describe('otpauth://totp/… for an authenticator app'),
  qr_svg: z.string().describe('The otpauth URI as a QR code (SVG)'),
});
/** What a sign-up link opens. */
export type StaffSignup = z.infer<typeof staffSignupSchema>;

/** Sign-up: the link's token, the chosen password and a first code of the app. */
export const staffSignupCompleteSchema = z.object({
  token: staffTokenSchema,
  password: passwordSchema,
  code: z.string(requiredOrFix).trim().min(1, { error: formMessages.required }).max(12, fix),
});

/** Sign-up done: the recovery codes, shown this once. */
export const staffSignupDoneSchema = z.object({
  staff: staffUserSchema,
  recovery_codes: z.array(z.string()).describe('One-time codes for a lost authenticator; shown once'),
});

/** A new staff account (admin). */
export const staffInviteSchema = z.object({
  email: emailSchema,
  name: line(100).optional(),
  role: staffRoleSchema,
  store_code: staffStoreSchema.optional(),
});

/** A staff account with a fresh one-time sign-up link. */
export const staffInvitedSchema = z.object({
  staff: staffUserSchema,
  signup_link: z.string(),
  expires_at: z.string(),
});

/** Changes of a staff account (admin): role, store limit, disabled or active again. */
export const staffUpdateSchema = z.object({
  role: staffRoleSchema.optional(),
  store_code: staffStoreSchema.optional(),
  status: z.enum(['active', 'disabled'], requiredOrFix).optional(),
});

/** The back office language of the signed-in staff member. */
export const staffLanguageSchema = z.object({ locale: staffLocaleSchema });

/** A row id in a back office path (a staff account, a customer). */
export const staffIdParamsSchema = idParamsSchema(formMessages.fixErrors);

/** Which page of a back office list: the first when left out or empty. */
export const staffPageNumberSchema = z.preprocess(
  emptyAsAbsent,
  z.coerce.number(fix).int(fix).min(1, fix).max(10_000, fix).default(1),
);

/** A page of a back office list: its items, how many match in all, the page and how many a page holds. */
export const staffPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total_count: z.number(), page: z.number(), page_size: z.number() });
