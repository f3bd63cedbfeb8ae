"use server";

import { runAction } from "@/lib/http/action";
import { deleteGrant, saveGrant } from "./save";
import type { TGrantInput } from "./schemas";

// Server actions of the grants page's admin controls: only help-content writers may call them, the
// use-cases validate, and a refusal keeps the field it is about.

// Each action states its access inline, where the access inventory reads it.
const REVALIDATE = ["/app/grants"];

export async function saveGrantAction(input: TGrantInput, id: number | null) {
  return runAction(async ({ db, actor, now }) => ({ id: (await saveGrant(db, actor, input, id, now)).id }), { access: "help.content.write", revalidate: REVALIDATE });
}

export async function deleteGrantAction(id: number) {
  return runAction(({ db, actor, now }) => deleteGrant(db, actor, id, now), { access: "help.content.write", revalidate: REVALIDATE });
}
