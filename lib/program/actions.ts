"use server";

import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { assertCan } from "@/lib/auth/permissions";
import { runAction, type TActionResult } from "@/lib/http/action";
import { createAdvisory, deleteAdvisory, updateAdvisoryMeeting, updateAdvisoryMember, type TAdvisoryCreated } from "./advisory";
import { linkAnnualConferencePdf } from "./pdf-links";
import type { TAdvisoryMeetingJson, TAdvisoryMemberJson, TAnnualConferenceJson } from "./queries";
import { saveAnnualConference } from "./save-annual-conference";
import { saveDistrictText, saveProfileText, saveSchoolData, type TSchoolDataSaved } from "./save-profile";
import { ZAdvisoryKind, ZId, type TAdvisoryMeetingBody, type TAdvisoryMemberBody, type TAdvisoryPostBody, type TAnnualConferenceBody, type TProfileTextBody, type TSchoolDataBody } from "./schemas";

// Program planning's server actions: thin wrappers of the use-cases the API routes call too, for the
// same roles (PLANNERS). Each answers { ok: true, data } or { ok: false, status, error: [...] }.

type TCtx = Parameters<Parameters<typeof runAction>[0]>[0];

function asPlanner<T>(fn: (ctx: TCtx) => Promise<T>, options: { license?: "renewal" } = {}): Promise<TActionResult<T>> {
  return runAction(async (ctx) => {
    assertCan(ctx.actor.user, "program.write");
    return fn(ctx);
  }, options);
}

export async function saveProfileTextAction(input: TProfileTextBody): Promise<TActionResult<{ field: string; text: string }>> {
  const result = await asPlanner(({ db, actor, now }) => saveProfileText(db, actor, input, now));
  if (result.ok) revalidatePath("/app/re", "page");
  return result;
}

export async function saveDistrictTextAction(input: TProfileTextBody): Promise<TActionResult<{ field: string; text: string }>> {
  return asPlanner(({ db, actor, now }) => saveDistrictText(db, actor, input, now));
}

export async function saveSchoolDataAction(input: TSchoolDataBody): Promise<TActionResult<TSchoolDataSaved>> {
  const result = await asPlanner(({ db, actor, now }) => saveSchoolData(db, actor, input, now));
  if (result.ok) revalidatePath("/app/re", "page");
  return result;
}

export async function createAdvisoryAction(input: TAdvisoryPostBody): Promise<TActionResult<TAdvisoryCreated>> {
  const result = await asPlanner(({ db, actor, now }) => createAdvisory(db, actor, input, now));
  if (result.ok) revalidatePath("/app/advisoryCouncil", "page");
  return result;
}

export async function updateAdvisoryMemberAction(id: number, input: TAdvisoryMemberBody): Promise<TActionResult<TAdvisoryMemberJson>> {
  const result = await asPlanner(({ db, actor }) => updateAdvisoryMember(db, actor, ZId.parse(id), input));
  if (result.ok) revalidatePath("/app/advisoryCouncil", "page");
  return result;
}

export async function updateAdvisoryMeetingAction(id: number, input: TAdvisoryMeetingBody): Promise<TActionResult<TAdvisoryMeetingJson>> {
  const result = await asPlanner(({ db, actor }) => updateAdvisoryMeeting(db, actor, ZId.parse(id), input));
  if (result.ok) revalidatePath("/app/advisoryCouncil", "page");
  return result;
}

export async function deleteAdvisoryAction(kind: z.input<typeof ZAdvisoryKind>, id: number): Promise<TActionResult<null>> {
  const result = await asPlanner(async ({ db, actor }) => {
    await deleteAdvisory(db, actor, ZAdvisoryKind.parse(kind), ZId.parse(id));
    return null;
  });
  if (result.ok) revalidatePath("/app/advisoryCouncil", "page");
  return result;
}

export async function saveAnnualConferenceAction(input: TAnnualConferenceBody): Promise<TActionResult<TAnnualConferenceJson>> {
  const result = await asPlanner(({ db, actor, now }) => saveAnnualConference(db, actor, input, now));
  if (result.ok) revalidatePath("/app/re", "page");
  return result;
}

export async function annualConferencePdfAction(input: { year?: number; user_id?: number }): Promise<TActionResult<{ link: string }>> {
  return asPlanner(({ db, actor, now }) => linkAnnualConferencePdf(db, actor, input, now), { license: "renewal" });
}
