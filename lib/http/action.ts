import "server-only";
import { z } from "zod";
import { getDb, type TDb } from "@/db/client";
import { resolveActor, type TActor } from "@/lib/auth/current-user";
import { headers } from "next/headers";
import { AppError, issuesToEntries, type TErrorEntry } from "./errors";
import { logError } from "./log";

export type TActionResult<T> = { ok: true; data: T } | { ok: false; status: number; error: TErrorEntry[] };

/**
 * The server-action counterpart of withApi: resolves the actor, runs the use-case and turns
 * errors into the same {status, error:[{code, message}]} list the UI shows.
 */
export async function runAction<T>(fn: (ctx: { db: TDb; actor: TActor; now: Date }) => Promise<T>): Promise<TActionResult<T>> {
  try {
    const now = new Date();
    const db = await getDb();
    const actor = await resolveActor(await headers(), now);
    return { ok: true, data: await fn({ db, actor, now }) };
  } catch (error) {
    return actionError(error);
  }
}

export function actionError(error: unknown): { ok: false; status: number; error: TErrorEntry[] } {
  if (error instanceof z.ZodError) return { ok: false, status: 422, error: issuesToEntries(error.issues) };
  if (error instanceof AppError) return { ok: false, status: error.status, error: [{ code: error.code, message: error.message }] };
  logError("action", error);
  return { ok: false, status: 500, error: [{ code: "server_error", message: "Something went wrong on our side. Please try again." }] };
}
