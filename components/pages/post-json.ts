import type { TErrorEntry } from "@/lib/http/errors";

export type TPostResult<T> = { ok: true; data: T } | { ok: false; status: number; error: TErrorEntry[] };

/** Sends JSON to one of the public /home calls and reads the spec's {status_code, error:[…]} envelope. */
export async function postJson<T = Record<string, unknown>>(url: string, body: unknown): Promise<TPostResult<T>> {
  try {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const json = (await res.json().catch(() => ({}))) as { error?: unknown };
    if (res.ok) return { ok: true, data: json as T };
    const error = Array.isArray(json.error) ? (json.error as TErrorEntry[]) : [{ code: "server_error", message: "" }];
    return { ok: false, status: res.status, error };
  } catch {
    return { ok: false, status: 0, error: [{ code: "network", message: "" }] };
  }
}

/** Splits a failed call into messages per field (422) and one message for the whole form. */
export function splitErrors(error: TErrorEntry[]): { fields: Record<string, string>; form: TErrorEntry | null } {
  const fields: Record<string, string> = {};
  let form: TErrorEntry | null = null;
  for (const entry of error) {
    if (entry.field) fields[entry.field] ??= entry.code;
    else form ??= entry;
  }
  return { fields, form };
}
