import "server-only";
import { eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { TDb } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { ROLE } from "@/lib/auth/roles";
import { AppError, forbidden } from "@/lib/http/errors";
import { zText } from "@/lib/http/text";
import { LOCALES } from "@/lib/i18n/locales";
import { sendPasswordEmail } from "@/lib/signup/password-email";
import { cleanName, generateUsername, usernameCandidate } from "@/lib/signup/rules";
import { MESSAGES, ZEmail } from "@/lib/signup/schemas";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { assignableRoles, DEFAULT_NEW_ROLE } from "./roles";
import { grantAdminMembership, resolvePlace } from "./school";

export const CREATE_MESSAGES = {
  emailTaken: "A user with this email already exists.",
  usernameTaken: "This username is already taken.",
  username: "A username has 3 to 64 characters: lowercase letters, digits, dot, dash or underscore, starting with a letter or digit.",
  role: "Choose a role.",
  expires: "Enter a valid licence end date.",
  edition: "Choose an edition: 0 trial, 1 PRO, 2 MAX, 3 or 4 school district.",
  ncessch: "An NCES school id has 12 digits.",
  leaid: "A district LEAID has 7 digits.",
  zipcode: "Enter a 5-digit zip code.",
} as const;

/** "each capitalised" — the first letter of every part of a name. */
export function capitalise(name: string): string {
  return name.replace(/(^|[\s'-])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

const name = (missing: string) =>
  zText({ max: 100, required: missing })
    .transform((v) => capitalise(cleanName(v)))
    .refine((v) => v.length > 0, missing)
    .refine((v) => !/\d/.test(v), MESSAGES.nameDigits);

/** The editions an administrator gives: 0 trial, 1 PRO, 2 MAX, 3 and 4 the school-district licences. */
export const ADMIN_EDITIONS = [0, 1, 2, 3, 4] as const;

const optionalId = (digits: number, message: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${digits}}$`), message)
    .optional()
    .or(z.literal("").transform(() => undefined))
    .or(z.null().transform(() => undefined));

/** "The full name is split into first and last names": the first word, then the rest. */
export function splitFullName(full: string): { first: string; last: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  return { first: parts[0] ?? "", last: parts.slice(1).join(" ") };
}

/**
 * The spec's field names (AppID, name) are read beside the form's (app_id, first_name/last_name):
 * AppID when app_id is absent, and a full name split when both names are missing.
 */
function specFields(raw: unknown): unknown {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const r = { ...(raw as Record<string, unknown>) };
  if ((r.app_id === undefined || r.app_id === "") && r.AppID !== undefined) r.app_id = r.AppID;
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
  if (blank(r.first_name) && blank(r.last_name) && typeof r.name === "string" && r.name.trim()) {
    const { first, last } = splitFullName(r.name);
    r.first_name = first;
    r.last_name = last;
  }
  for (const [spec, ours] of [
    ["ncessch", "NCESSCH"],
    ["leaid", "LEAID"],
  ] as const)
    if (r[ours] === undefined && r[spec] !== undefined) r[ours] = r[spec];
  return r;
}

/** The create-user form (POST /api/v1/user, /app/users/new). An empty username is generated. */
export const ZNewUser = z.preprocess(
  specFields,
  z.object({
    first_name: name(MESSAGES.firstName),
    last_name: name(MESSAGES.lastName),
    email: ZEmail,
    username: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === "" || /^[a-z0-9][a-z0-9._-]{2,63}$/.test(v), CREATE_MESSAGES.username)
      .optional()
      .default(""),
    role_id: z.coerce.number({ message: CREATE_MESSAGES.role }).int(CREATE_MESSAGES.role).default(DEFAULT_NEW_ROLE),
    app_id: z.coerce
      .number({ message: CREATE_MESSAGES.edition })
      .int(CREATE_MESSAGES.edition)
      .refine((a) => (ADMIN_EDITIONS as readonly number[]).includes(a), CREATE_MESSAGES.edition)
      .default(2),
    expires: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, CREATE_MESSAGES.expires)
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), CREATE_MESSAGES.expires)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    language: z.enum(LOCALES).default("en"),
    school_name: zText({ max: 200 }).optional().default(""),
    NCESSCH: optionalId(12, CREATE_MESSAGES.ncessch),
    LEAID: optionalId(7, CREATE_MESSAGES.leaid),
    zipcode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, CREATE_MESSAGES.zipcode)
      .optional()
      .or(z.literal("").transform(() => undefined))
      .or(z.null().transform(() => undefined)),
  }),
);
export type TNewUserInput = Record<string, unknown>;

const MAX_USERNAME_ATTEMPTS = 25;
const taken = (field: "email" | "username") =>
  new AppError(field === "email" ? "email_taken" : "username_taken", field === "email" ? CREATE_MESSAGES.emailTaken : CREATE_MESSAGES.usernameTaken, 409, field);

/** The fields of a user the audit log keeps (never the password hash). */
export function auditedUser(row: TUserRow) {
  return {
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleId: row.roleId,
    appId: row.appId,
    active: row.active,
    expires: row.expires,
    language: row.language,
    ncessch: row.ncessch,
    leaid: row.leaid,
    schoolName: row.schoolName,
  };
}

export type TCreatedUser = TUserRow & {
  // The activation email waits in the outbox, unsent: e-mailed links need APP_URL.
  activationHeld: boolean;
  // The active membership of the chosen school or district (source 'admin'), if one was chosen.
  membershipId: number | null;
};

/**
 * An administrator creates a user: created INACTIVE without a password, with the
 * activation (password) email of the sign-up, in one transaction with its audit row. The school
 * (NCESSCH), or the district alone (LEAID) for a school-district edition, is stored on the user
 * and granted as an active membership (source 'admin'). A duplicate email or username is a 409
 * naming the field; the licence ends today unless a date is given. Without the site's address
 * (`origin` null: APP_URL unset) the user is still created and the email kept in the outbox.
 */
export async function createUserByAdmin(db: TDb, actor: TUserRow, raw: unknown, ctx: { now: Date; origin: string | null; random?: () => number }): Promise<TCreatedUser> {
  if (actor.roleId !== ROLE.admin) throw forbidden("Only administrators create users.");
  const input = ZNewUser.parse(raw);
  if (!assignableRoles(actor).includes(input.role_id)) throw new AppError("invalid_role_id", CREATE_MESSAGES.role, 422, "role_id");
  const expires = input.expires ?? todayIn(safeTimeZone(actor.timezone), ctx.now);
  const [clash] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, input.email), input.username ? eq(sql`lower(${users.username})`, input.username) : undefined))
    .limit(1);
  if (clash) throw taken(clash.email === input.email ? "email" : "username");
  const base = input.username || generateUsername(input.first_name, input.last_name, ctx.random ?? Math.random);

  return db.transaction(async (tx) => {
    const place = await resolvePlace(tx, { ncessch: input.NCESSCH, leaid: input.LEAID, schoolName: input.school_name, zipcode: input.zipcode });
    for (let attempt = 0; attempt < (input.username ? 1 : MAX_USERNAME_ATTEMPTS); attempt++) {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username || usernameCandidate(base, attempt),
          email: input.email,
          passwordHash: null,
          active: false,
          firstName: input.first_name,
          lastName: input.last_name,
          roleId: input.role_id,
          appId: input.app_id,
          language: input.language,
          expires,
          ...(place
            ? { ncessch: place.ncessch, leaid: place.leaid, schoolName: place.schoolName, ...(place.zipcode ? { zipcode: place.zipcode } : {}), ...(place.state ? { state: place.state } : {}) }
            : {}),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .onConflictDoNothing()
        .returning();
      if (row) {
        const { held } = await sendPasswordEmail(tx, row, { now: ctx.now, origin: ctx.origin });
        await recordAudit(tx, { actorId: actor.id, action: "create", entity: "user", entityId: row.id, after: auditedUser(row), now: ctx.now });
        const membership = place ? await grantAdminMembership(tx, { actorId: actor.id, userId: row.id, roleId: row.roleId, place, now: ctx.now }) : null;
        return { ...row, activationHeld: held, membershipId: membership?.id ?? null };
      }
      const [again] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (again) throw taken("email");
      if (input.username) throw taken("username");
    }
    throw new AppError("username_unavailable", "No free username could be made from this name; type one.", 409, "username");
  });
}
