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

export const CREATE_MESSAGES = {
  emailTaken: "A user with this email already exists.",
  usernameTaken: "This username is already taken.",
  username: "A username has 3 to 64 characters: lowercase letters, digits, dot, dash or underscore, starting with a letter or digit.",
  role: "Choose a role.",
  expires: "Enter a valid licence end date.",
} as const;

/** Spec 3 §5: "each capitalised" — the first letter of every part of a name. */
export function capitalise(name: string): string {
  return name.replace(/(^|[\s'-])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

const name = (missing: string) =>
  zText({ max: 100, required: missing })
    .transform((v) => capitalise(cleanName(v)))
    .refine((v) => v.length > 0, missing)
    .refine((v) => !/\d/.test(v), MESSAGES.nameDigits);

/** The create-user form (POST /api/v1/user, /app/users/new). An empty username is generated (spec 3 §5). */
export const ZNewUser = z.object({
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
  app_id: z.coerce.number().int().min(0).max(2).default(2),
  expires: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, CREATE_MESSAGES.expires)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), CREATE_MESSAGES.expires)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  language: z.enum(LOCALES).default("en"),
});
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
  };
}

/**
 * An administrator creates a user: created INACTIVE without a password (spec 3 §4), with the
 * activation (password) email of the sign-up, in one transaction with its audit row. A duplicate
 * email or username is a 409 naming the field; the licence ends today unless a date is given.
 */
export async function createUserByAdmin(db: TDb, actor: TUserRow, raw: unknown, ctx: { now: Date; origin: string; random?: () => number }): Promise<TUserRow> {
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
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .onConflictDoNothing()
        .returning();
      if (row) {
        await sendPasswordEmail(tx, row, { now: ctx.now, origin: ctx.origin });
        await recordAudit(tx, { actorId: actor.id, action: "create", entity: "user", entityId: row.id, after: auditedUser(row), now: ctx.now });
        return row;
      }
      const [again] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (again) throw taken("email");
      if (input.username) throw taken("username");
    }
    throw new AppError("username_unavailable", "No free username could be made from this name; type one.", 409, "username");
  });
}
