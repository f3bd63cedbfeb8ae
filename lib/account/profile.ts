import { and, eq, ne, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { requestMembershipInTx } from "@/lib/memberships/request-membership";
import { findSchool } from "@/lib/signup/queries";
import { assertPasswordForEmailChange, emailChanges, maskedEmail } from "./email-change";
import { sendEmailChangedNotice } from "./emails";
import { ZProfilePersonal, ZProfilePreferences, ZProfileSchool, type TProfilePersonal, type TProfilePreferences, type TProfileSchool } from "./profile-schemas";

// Editing one's own account at /app/user/{type}: only the caller's own row, validated with the
// sign-up rules, written in one transaction. "An account with this email already
// exists" — the same email rule as sign-up (compared in lower case, as sign-in does).

export const EMAIL_TAKEN_MESSAGE = "Another account already uses this email address.";

const emailTaken = () => new AppError("email_taken", EMAIL_TAKEN_MESSAGE, 422, "email");

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Name, email and phone. Saving them also ends the goToUserProfile redirect of the next logins. A
 * new e-mail address needs the current password, and the old address is told of the change.
 */
export async function updatePersonalData(db: TDb, actor: TActor, input: TProfilePersonal, now: Date, ctx: { ip?: string } = {}): Promise<TUserRow> {
  const value = ZProfilePersonal.parse(input);
  const changing = emailChanges(actor.user.email, value.email);
  if (changing) await assertPasswordForEmailChange(db, actor, value.current_password, now, ctx);
  try {
    return await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${value.email}`, ne(users.id, actor.user.id)))
        .limit(1);
      if (clash) throw emailTaken();
      const [row] = await tx
        .update(users)
        .set({ firstName: value.first_name, lastName: value.last_name, email: value.email, phone: value.phone, goToUserProfile: false, updatedAt: now })
        .where(eq(users.id, actor.user.id))
        .returning();
      if (changing) await sendEmailChangedNotice(tx, row, actor.user.email, maskedEmail(row.email));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * The school: a school from the zip code's list (its name and district follow), or a name typed in.
 * The profile records where the person says they work; it grants nothing. A listed school becomes a
 * membership REQUEST (lib/memberships) that the school's district approves or refuses; until then the
 * person keeps their own data and reads no one else's. In the same transaction as the profile change.
 */
export async function updateSchool(db: TDb, actor: TActor, input: TProfileSchool, now: Date): Promise<TUserRow> {
  const value = ZProfileSchool.parse(input);
  const chosen = value.NCESSCH && value.NCESSCH !== "1" ? value.NCESSCH : null;
  return db.transaction(async (tx) => {
    const school = chosen ? await findSchool(tx, chosen) : null;
    if (chosen && !school) throw new AppError("invalid_NCESSCH", "Choose a school from the list.", 422, "NCESSCH");
    if (school && school.zip.slice(0, 5) !== value.zipcode.slice(0, 5)) {
      throw new AppError("invalid_NCESSCH", "Choose a school from the list.", 422, "NCESSCH");
    }
    if (!school && value.school_name === "") throw new AppError("invalid_school_name", "Enter the name of your school.", 422, "school_name");
    const [row] = await tx
      .update(users)
      .set({
        zipcode: value.zipcode,
        ncessch: school?.ncessch ?? null,
        schoolName: school?.schnam ?? value.school_name,
        leaid: school?.leaid ?? null,
        goToUserProfile: false,
        updatedAt: now,
      })
      .where(eq(users.id, actor.user.id))
      .returning();
    // Asking again for a school one is already a member of (or has asked for) changes nothing.
    await requestMembershipInTx(tx, row, school?.leaid ? { leaid: school.leaid, ncessch: school.ncessch } : null, now);
    return row;
  });
}

/** Language, time zone and the confidentiality eye. */
export async function updateProfilePreferences(db: TDb, actor: TActor, input: TProfilePreferences, now: Date): Promise<TUserRow> {
  const value = ZProfilePreferences.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ language: value.language, timezone: value.timezone, hideConfidential: value.hideConfidential, updatedAt: now })
      .where(eq(users.id, actor.user.id))
      .returning();
    return row;
  });
}
