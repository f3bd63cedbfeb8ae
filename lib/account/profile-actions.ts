"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { changePassword } from "@/lib/auth/change-password";
import { clientIp } from "@/lib/auth/ip";
import type { TChangePassword } from "@/lib/auth/schemas";
import { runAction } from "@/lib/http/action";
import { updatePersonalData, updateProfilePreferences, updateSchool } from "./profile";
import type { TProfilePersonal, TProfilePreferences, TProfileSchool } from "./profile-schemas";

// /app/user/{type}: the browser's side of editing one's own account. The account stays open when
// the licence has lapsed (license "renewal"), as the account area does.

export async function updatePersonalDataAction(input: TProfilePersonal) {
  const ip = clientIp(await headers());
  const result = await runAction(
    async ({ db, actor, now }) => {
      await updatePersonalData(db, actor, input, now, { ip });
      return null;
    },
    { access: "account.write", license: "renewal" },
  );
  if (result.ok) revalidatePath("/app/user", "layout");
  return result;
}

export async function updateSchoolAction(input: TProfileSchool) {
  const result = await runAction(
    async ({ db, actor, now }) => {
      await updateSchool(db, actor, input, now);
      return null;
    },
    { access: "account.write", license: "renewal" },
  );
  if (result.ok) revalidatePath("/app/user", "layout");
  return result;
}

export async function updateProfilePreferencesAction(input: TProfilePreferences) {
  const result = await runAction(
    async ({ db, actor, now }) => {
      await updateProfilePreferences(db, actor, input, now);
      return null;
    },
    { access: "account.write", license: "renewal" },
  );
  if (result.ok) revalidatePath("/", "layout");
  return result;
}

/** The current password is checked against the login's throttle (changePassword); every session ends. */
export async function changePasswordAction(input: TChangePassword) {
  const ip = clientIp(await headers());
  return runAction(
    async ({ db, actor, now }) => {
      await changePassword(db, actor, input, now, { ip });
      return null;
    },
    { access: "account.write", license: "renewal" },
  );
}

/** Schools of a 5-digit zip code, for the school form's list. */
export async function schoolsForZipAction(zip: string) {
  return runAction(
    async ({ db }) => {
      if (!/^\d{5}$/.test(zip)) return [];
      const { schoolsByZip } = await import("@/lib/signup/queries");
      return (await schoolsByZip(db, zip)).map((s) => ({ ncessch: s.NCESSCH, name: s.SCHNAM, city: s.city }));
    },
    { access: "account.read", license: "renewal" },
  );
}
