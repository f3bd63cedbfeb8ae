import "server-only";
import { revalidatePath } from "next/cache";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { runAction, type TActionResult } from "@/lib/http/action";
import { AppError } from "@/lib/http/errors";

// The server-action runner of the help-content forms (documentation, videos, grants, carousel):
// the use-case checks the role and validates; a domain error keeps its field for the form.

type TCtx = { db: TDb; actor: TActor; now: Date };

export async function runHelpAction<T>(fn: (ctx: TCtx) => Promise<T>, paths: string[]): Promise<TActionResult<T>> {
  let fieldError: AppError | null = null;
  const result = await runAction(async (ctx) => {
    try {
      return await fn(ctx);
    } catch (error) {
      if (error instanceof AppError && error.field) fieldError = error;
      throw error;
    }
  });
  if (result.ok) for (const p of paths) revalidatePath(p);
  else if (fieldError) {
    const e: AppError = fieldError;
    return { ok: false, status: e.status, error: [{ code: e.code, message: e.message, field: e.field }] };
  }
  return result;
}

