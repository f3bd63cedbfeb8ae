"use client";

import type { TErrorEntry } from "@/lib/http/errors";
import { apiAlertFor, handleApiError } from "@/components/shell/api-errors";

export type TCallFailure = { ok: false; status: number; error: TErrorEntry[] };

/**
 * Runs a server action from the billing pages: a call that never answers (network down, server
 * restarting) becomes a failed result like any other, and every result passes through the shell's
 * error catalogue (handleApiError) before the caller shows what is its own.
 */
export async function callAction<T extends { ok: true } | TCallFailure>(call: () => Promise<T>): Promise<T | TCallFailure> {
  let result: T | TCallFailure;
  try {
    result = await call();
  } catch {
    result = { ok: false, status: 0, error: [{ code: "network_error", message: "" }] };
  }
  return handleApiError(result);
}

/** True when the shell already shows an alert for this failure (401, 404): the caller adds nothing. */
export function shownByShell(result: { ok: boolean; status?: number; error?: readonly TErrorEntry[] }): boolean {
  return apiAlertFor(result) !== null;
}
