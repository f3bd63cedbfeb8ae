/** A failure the user or client can act on. Only withApi and the action wrapper translate it. */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly field?: string;
  /** Seconds after which a refused call (429, 503) may be tried again: sent as Retry-After. */
  retryAfterSeconds?: number;
  constructor(code: string, message: string, status = 400, field?: string) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

export type TErrorEntry = { code: string; message: string; field?: string };
export type TErrorBody = { status_code: number; error: TErrorEntry[] };

export const unauthorized = (code: "token_not_provided" | "token_invalid" | "token_expired" | "token_absent") => new AppError(code, AUTH_MESSAGES[code], 401);

export const AUTH_MESSAGES = {
  token_not_provided: "You are not signed in.",
  token_invalid: "Your session is no longer valid. Please sign in again.",
  token_expired: "Your session has expired. Please sign in again.",
  token_absent: "The account of this session no longer exists.",
} as const;

export const forbidden = (message = "You are not allowed to do this.") => new AppError("forbidden", message, 403);
export const notFound = (message = "Not found.") => new AppError("not_found", message, 404);

type TIssue = { path: PropertyKey[]; message: string; code?: string };
export function issuesToEntries(issues: readonly TIssue[]): TErrorEntry[] {
  return issues.map((i) => {
    const field = i.path.map(String).join(".") || "body";
    return { code: `invalid_${field}`, message: i.message, field };
  });
}

export function errorBody(status: number, entries: TErrorEntry[]): TErrorBody {
  return { status_code: status, error: entries };
}
