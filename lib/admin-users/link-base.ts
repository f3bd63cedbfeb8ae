import "server-only";
import { emailLinkBase } from "@/lib/account/links";
import { AppError } from "@/lib/http/errors";

/**
 * The base of e-mailed links, or null when the server has no public address (APP_URL unset in
 * production): an administrator's work goes on and the emails with links wait in the outbox.
 */
export function linkBaseOrNull(from?: Headers | URL | string | null): string | null {
  try {
    return emailLinkBase(from);
  } catch (error) {
    if (error instanceof AppError && error.code === "app_url_missing") return null;
    throw error;
  }
}

/** True when e-mailed links can be made (APP_URL set, or development on this machine). */
export function emailLinksConfigured(): boolean {
  return linkBaseOrNull(null) !== null;
}
