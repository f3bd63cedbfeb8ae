import type { TActionResult } from "@/lib/http/action";
import type { TErrorEntry } from "@/lib/http/errors";

// What a form does with a server action's answer, apart from React: useAction (use-action.ts) wires
// the real toasts, router and shell to it, the unit tests wire spies.

/** What happens after a success: a message for the toast, a step of the caller's, a page to go to, the page's data afresh (unless refresh is false). */
export type TSuccess<T> =
  string | ((data: T) => string | void) | { message?: string | ((data: T) => string | void); then?: (data: T) => void; href?: string | ((data: T) => string); refresh?: boolean };

export type TActionEffects = {
  /** Turns an error entry into text in the user's language. */
  text: (entry: TErrorEntry) => string;
  successToast: (message: string) => void;
  errorToast: (message: string) => void;
  /** 401: the shell's 'Go to login' warning, titled with the server's message. */
  unauthorized: (result: { ok: false; status: number; error: TErrorEntry[] }) => void;
  /** 423 session_locked: the session was locked (in this or another tab): to the lock screen. */
  locked: (result: { ok: false; status: number; error: TErrorEntry[] }) => void;
  navigate: (href: string) => void;
  refresh: () => void;
  setErrors: (errors: Record<string, string>) => void;
};

/** Which field an error belongs to: a list of field names, or a function naming the key (null: the toast's). */
export type TFieldPlacing = readonly string[] | ((entry: TErrorEntry) => string | null);

const SERVER_ERROR: TErrorEntry = { code: "server_error", message: "" };

/**
 * Splits refused entries into the field errors shown next to their inputs (keyed by the path the
 * server names, e.g. "prices.2.price"; with a list of `fields`, only those names, by the path's first
 * part; with a function, the key it gives, null for none) and the one general error for a toast.
 * "body" is the request as a whole, never a field.
 * Without any field error the first entry is the toast, so a refusal is never silent.
 */
export function placeErrors(entries: readonly TErrorEntry[], text: (entry: TErrorEntry) => string, fields?: TFieldPlacing): { fields: Record<string, string>; toast: string | null } {
  const placed: Record<string, string> = {};
  let general: TErrorEntry | null = null;
  for (const entry of entries) {
    const key = typeof fields === "function" ? fields(entry) : fieldKey(entry.field, fields);
    if (key) placed[key] ??= text(entry);
    else general ??= entry;
  }
  const toast = general || !Object.keys(placed).length ? text(general ?? entries[0] ?? SERVER_ERROR) : null;
  return { fields: placed, toast };
}

function fieldKey(field: string | undefined, fields?: readonly string[]): string | null {
  if (!field || field === "body") return null;
  if (!fields) return field;
  const head = field.split(".")[0];
  return fields.includes(head) ? head : null;
}

/** Applies an action's answer; true when it succeeded (the caller then clears its form, say). */
export function settleAction<T>(result: TActionResult<T>, success: TSuccess<T> | undefined, effects: TActionEffects, options: { fields?: TFieldPlacing; refresh?: boolean } = {}): boolean {
  if (result.ok) {
    effects.setErrors({});
    const spec = typeof success === "object" ? success : { message: success };
    const message = typeof spec.message === "function" ? spec.message(result.data) : spec.message;
    if (message) effects.successToast(message);
    spec.then?.(result.data);
    const href = typeof spec.href === "function" ? spec.href(result.data) : spec.href;
    if (href) effects.navigate(href);
    if (spec.refresh ?? options.refresh ?? true) effects.refresh();
    return true;
  }
  if (result.status === 423) {
    effects.locked(result);
    return false;
  }
  if (result.status === 401) effects.unauthorized(result);
  const { fields, toast } = placeErrors(result.error, effects.text, options.fields);
  effects.setErrors(fields);
  if (toast) effects.errorToast(toast);
  return false;
}
