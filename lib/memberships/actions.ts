"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { approveMembership } from "./approve-membership";
import { refuseMembership } from "./refuse-membership";
import { revokeMembership } from "./revoke-membership";

// The /app/memberships buttons: the use-case, then the pages whose teams it changes.

const TEAM_PAGES = ["/app/memberships", "/app/dashboard", "/app/users"];

function refreshTeams() {
  for (const p of TEAM_PAGES) revalidatePath(p);
}

export async function approveMembershipAction(id: unknown) {
  const result = await runAction(
    async ({ db, actor, now }) => {
      await approveMembership(db, actor, id, now);
      return null;
    },
    { access: "membership.approve" },
  );
  if (result.ok) refreshTeams();
  return result;
}

export async function refuseMembershipAction(id: unknown) {
  const result = await runAction(
    async ({ db, actor, now }) => {
      await refuseMembership(db, actor, id, {}, now);
      return null;
    },
    { access: "membership.approve" },
  );
  if (result.ok) refreshTeams();
  return result;
}

export async function revokeMembershipAction(id: unknown) {
  const result = await runAction(
    async ({ db, actor, now }) => {
      await revokeMembership(db, actor, id, {}, now);
      return null;
    },
    { access: "membership.revoke" },
  );
  if (result.ok) refreshTeams();
  return result;
}
