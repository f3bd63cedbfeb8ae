"use server";

import { runAction } from "@/lib/http/action";
import { revalidatePath } from "next/cache";
import { emailPrincipalReport } from "./email-principal";
import { saveOscarMessageFor } from "./oscar-message";
import type { TPrincipalEmailInput } from "./schemas";

// The principal report page's email dialog: the one use-case behind POST /api/v1/report/principal/email.
export async function emailPrincipalAction(input: TPrincipalEmailInput) {
  return runAction(({ db, actor, now }) => emailPrincipalReport(db, actor, input, now));
}

// The OSCAR brochure's Save: the one use-case behind PUT /api/v1/report/principal/oscar.
export async function saveOscarMessageAction(input: { message: string; date?: string }) {
  const result = await runAction(({ db, actor, now }) => saveOscarMessageFor(db, actor, input, now));
  if (result.ok) revalidatePath("/app/oscar/rampApplication");
  return result;
}
