"use server";

import { assertCan } from "@/lib/auth/permissions";
import { revalidatePath } from "next/cache";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { runAction, type TActionResult } from "@/lib/http/action";
import { AppError } from "@/lib/http/errors";
import type { TConferenceInput } from "./conference-schemas";
import { saveConference } from "./save-conference";
import { saveDistrict } from "./save-district";
import { saveSchool } from "./save-school";
import type { TDistrictInput, TSchoolInput } from "./schemas";

// Server actions of the institution forms: call the use-case (which checks the admin role and
// validates), revalidate the list. A domain error keeps its field, for the form to mark the input.

type TCtx = { db: TDb; actor: TActor; now: Date };

async function run<T>(fn: (ctx: TCtx) => Promise<T>, path: string): Promise<TActionResult<T>> {
  let fieldError: AppError | null = null;
  const result = await runAction(async (ctx) => {
    try {
      return await fn(ctx);
    } catch (error) {
      if (error instanceof AppError && error.field) fieldError = error;
      throw error;
    }
  });
  if (result.ok) revalidatePath(path);
  else if (fieldError) {
    const e: AppError = fieldError;
    return { ok: false, status: e.status, error: [{ code: e.code, message: e.message, field: e.field }] };
  }
  return result;
}

export async function saveDistrictAction(input: TDistrictInput, target: { leaid: string } | null) {
  return run(async ({ db, actor, now }) => {
    assertCan(actor.user, "institution.write");
    const row = await saveDistrict(db, actor, input, target, now);
    return { leaid: row.leaid, name: row.name };
  }, "/app/schooldistrict");
}

export async function saveSchoolAction(input: TSchoolInput, target: { ncessch: string } | null) {
  return run(async ({ db, actor, now }) => {
    assertCan(actor.user, "institution.write");
    const row = await saveSchool(db, actor, input, target, now);
    return { ncessch: row.ncessch, schnam: row.schnam };
  }, "/app/schools");
}

export async function saveConferenceAction(input: TConferenceInput, id: number | null) {
  return run(async ({ db, actor, now }) => {
    assertCan(actor.user, "institution.write");
    const row = await saveConference(db, actor, input, id, now);
    return { id: row.id, name: row.name };
  }, "/app/conference");
}
