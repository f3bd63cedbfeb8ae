import "server-only";
import { z } from "zod";
import { getDb, type TDb } from "@/db/client";
import { resolveActor, type TActor } from "@/lib/auth/current-user";
import { licenseExpiredError, mayUse, type TLicenseNeed } from "@/lib/auth/license";
import { assertCan, type TAction } from "@/lib/auth/permissions";
import { refresh, revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { AppError, issuesToEntries, type TErrorEntry } from "./errors";
import { logError } from "./log";

export type TActionResult<T> = { ok: true; data: T } | { ok: false; status: number; error: TErrorEntry[] };

/**
 * The server-action counterpart of withApi: resolves the actor, runs the use-case and turns
 * errors into the same {status, error:[{code, message}]} list the UI shows.
 *
 * `access` is the action of the access table (lib/auth/permissions.ts) the caller must hold, or a
 * list of them (any one suffices); "user" lets every signed-in user through to a use-case that
 * narrows by itself. Refused, nothing runs: 403.
 *
 * `license` is what the action needs of the actor's license (lib/auth/license.ts): by default one
 * in force; "renewal" for what a lapsed license still allows (billing, renewal, the account).
 * Refused, the action runs nothing and answers 402 license_expired; in the browser the current
 * page is also rendered again, so its guard (guardArea) takes the user to Billing and its message.
 *
 * `revalidate` names the pages whose data the action changed: rendered afresh once it succeeded.
 *
 * A refusal keeps the field it names (a zod issue's path, an AppError's field), as withApi does, so
 * the form (components/ui/use-action.ts) places the message next to that input.
 */
export async function runAction<T>(
  fn: (ctx: { db: TDb; actor: TActor; now: Date }) => Promise<T>,
  options: { access?: "user" | TAction | readonly TAction[]; license?: TLicenseNeed; revalidate?: readonly string[] } = {},
): Promise<TActionResult<T>> {
  try {
    const now = new Date();
    const db = await getDb();
    const actor = await resolveActor(await headers(), now);
    if (options.access && options.access !== "user") assertCan(actor.user, options.access);
    if (!mayUse(actor.user, options.license ?? "license", now)) {
      if (actor.via === "cookie") refreshPage();
      throw licenseExpiredError();
    }
    const data = await fn({ db, actor, now });
    for (const path of options.revalidate ?? []) revalidatePath(path);
    return { ok: true, data };
  } catch (error) {
    return actionError(error);
  }
}

/** Renders the current page again with the action's answer (only a server action can). */
function refreshPage(): void {
  try {
    refresh();
  } catch {
    // Called while a page renders rather than as an action: that render applies the guard itself.
  }
}

export function actionError(error: unknown): { ok: false; status: number; error: TErrorEntry[] } {
  if (error instanceof z.ZodError) return { ok: false, status: 422, error: issuesToEntries(error.issues) };
  if (error instanceof AppError) {
    return { ok: false, status: error.status, error: [{ code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) }] };
  }
  logError("action", error);
  return { ok: false, status: 500, error: [{ code: "server_error", message: "Something went wrong on our side. Please try again." }] };
}
