"use server";

import { runAction } from "@/lib/http/action";
import { emailPrincipalReport } from "./email-principal";
import type { TPrincipalEmailInput } from "./schemas";

// The principal report page's email dialog: the one use-case behind POST /api/v1/report/principal/email.
export async function emailPrincipalAction(input: TPrincipalEmailInput) {
  return runAction(({ db, actor, now }) => emailPrincipalReport(db, actor, input, now));
}
