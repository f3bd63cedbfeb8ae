"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import type { TUserProgram } from "@/db/schema";
import { nominate, removeAward, searchCounselors, updateAward } from "./awards";
import { endMembership, joinProgram, searchProgramUsers } from "./programs";

const PROGRAM_PATH: Record<TUserProgram, string> = { evangelist: "/app/evangelist", ambassador: "/app/ambassadorList" };

export async function searchCounselorsAction(input: { q: string }) {
  return runAction(({ db, actor }) => searchCounselors(db, actor.user, String(input?.q ?? "")), { access: "user.admin.read", license: "renewal" });
}

export async function nominateAction(input: { userId: number; schoolYear: number; note: string }) {
  const result = await runAction(({ db, actor, now }) => nominate(db, actor.user, input, now), { access: "user.admin.write" });
  if (result.ok) revalidatePath("/app/counselorOfTheYear");
  return result;
}

export async function updateAwardAction(input: { id: number; status: string; note?: string }) {
  const result = await runAction(({ db, actor, now }) => updateAward(db, actor.user, input?.id, { status: input?.status, note: input?.note }, now), { access: "user.admin.write" });
  if (result.ok) revalidatePath("/app/counselorOfTheYear");
  return result;
}

export async function removeAwardAction(input: { id: number }) {
  const result = await runAction(({ db, actor, now }) => removeAward(db, actor.user, input?.id, now), { access: "user.admin.write" });
  if (result.ok) revalidatePath("/app/counselorOfTheYear");
  return result;
}

export async function searchProgramUsersAction(input: { q: string }) {
  return runAction(({ db, actor }) => searchProgramUsers(db, actor.user, String(input?.q ?? "")), { access: "user.admin.read", license: "renewal" });
}

export async function joinProgramAction(input: { program: TUserProgram; userId: number; since?: string; note: string }) {
  const result = await runAction(({ db, actor, now }) => joinProgram(db, actor.user, input?.program, { userId: input?.userId, since: input?.since || undefined, note: input?.note }, now), {
    access: "user.admin.write",
  });
  if (result.ok && input?.program in PROGRAM_PATH) revalidatePath(PROGRAM_PATH[input.program]);
  return result;
}

export async function endMembershipAction(input: { program: TUserProgram; id: number }) {
  const result = await runAction(({ db, actor, now }) => endMembership(db, actor.user, input?.program, input?.id, now), { access: "user.admin.write" });
  if (result.ok && input?.program in PROGRAM_PATH) revalidatePath(PROGRAM_PATH[input.program]);
  return result;
}
