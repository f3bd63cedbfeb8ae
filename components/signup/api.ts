"use client";

import type { TErrorEntry } from "@/lib/http/errors";

export type TApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: TErrorEntry[] };

/**
 * Calls one of the sign-up endpoints. Errors come as the spec's list ("the first entry's code and
 * message are used"); a network failure reads as a network_error entry.
 */
export async function callApi<T>(path: string, body?: unknown): Promise<TApiResult<T>> {
  try {
    const res = await fetch(path, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
    const json = (await res.json().catch(() => ({}))) as { error?: TErrorEntry[] };
    if (res.ok) return { ok: true, status: res.status, data: json as T };
    const error = Array.isArray(json.error) && json.error.length ? json.error : [{ code: "server_error", message: res.statusText }];
    return { ok: false, status: res.status, error };
  } catch {
    return { ok: false, status: 0, error: [{ code: "network_error", message: "The network is not reachable." }] };
  }
}
