"use server";

import { assertCan } from "@/lib/auth/permissions";
import { runHelpAction } from "@/lib/help-docs/run-action";
import { deleteGrant, saveGrant } from "./save";
import type { TGrantInput } from "./schemas";

// Server actions of the grants page's admin controls; the use-cases check the admin role and validate.

export async function saveGrantAction(input: TGrantInput, id: number | null) {
  return runHelpAction(async ({ db, actor, now }) => {
    assertCan(actor.user, "help.content.write");
    return { id: (await saveGrant(db, actor, input, id, now)).id };
  }, ["/app/grants"]);
}

export async function deleteGrantAction(id: number) {
  return runHelpAction(async ({ db, actor, now }) => {
    assertCan(actor.user, "help.content.write");
    return deleteGrant(db, actor, id, now);
  }, ["/app/grants"]);
}
