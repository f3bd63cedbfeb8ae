import type { TPrincipalContactStatus } from "@/db/schema/memberships";
import type { TScope } from "@/lib/auth/permissions";
import type { TRateLimit } from "@/lib/http/rate-limit";

// The principal on file: who may name a school's principal, who may remove one, how long the
// confirmation link lives and how many confirmation e-mails go out. Pure: no database, no clock.
//
// - A person names (and asks again to confirm) the principal of a school they are an ACTIVE member
//   of: the principal is someone they work with. Nobody names a principal for a school of others.
// - The members of the school, the managers and directors of its district (an active district
//   membership) and the administrator see the school's principals on file and may remove one.
// - Only a confirmed principal receives the principal report (lib/reports/principal/recipient.ts).

/** The confirmation link is valid this long. */
export const CONFIRM_TTL_MS = 7 * 24 * 3_600_000;

/** At most this many principals on file (pending or confirmed) per school: a school has one principal, perhaps an associate. */
export const MAX_OPEN_PER_SCHOOL = 3;

/**
 * Confirmation e-mails go to an address the sender typed: counted per sender and per address before
 * anything is written or sent; the public confirmation page counts per client address.
 */
export const PRINCIPAL_CONTACT_LIMITS = {
  perSender: { scope: "principal_contact_email", max: 10, windowMinutes: 60 },
  perAddress: { scope: "principal_contact_address", max: 3, windowMinutes: 24 * 60 },
  confirm: { scope: "principal_contact_confirm", max: 20, windowMinutes: 60 },
} as const satisfies Record<string, TRateLimit>;

/** Where the actor stands: the scope they hold principalContact.* at, and their active schools and districts. */
export type TContactActor = { scope: TScope | null; activeSchools: readonly string[]; activeDistricts: readonly string[] };

/** Whether the actor may name (or ask again to confirm) the principal of school `ncessch`: an active member of it. */
export function mayNameAt(a: TContactActor, ncessch: string): boolean {
  return a.scope !== null && a.activeSchools.includes(ncessch);
}

/** Whether the actor may see and remove a principal on file of a school (`leaid` its district). */
export function mayManage(a: TContactActor, school: { ncessch: string; leaid: string | null }): boolean {
  if (a.scope === "all") return true;
  if (a.scope === null) return false;
  if (a.activeSchools.includes(school.ncessch)) return true;
  return a.scope === "district" && school.leaid !== null && a.activeDistricts.includes(school.leaid);
}

export type TLinkState = "valid" | "invalid" | "expired";

/**
 * What a confirmation link opens: a pending entry whose link has not expired. A used link is
 * cleared from its entry (confirmed, declined or removed), so it names nothing any more: invalid.
 */
export function linkState(row: { status: TPrincipalContactStatus; tokenExpiresAt: Date | null } | null | undefined, now: Date): TLinkState {
  if (!row || row.status !== "pending" || !row.tokenExpiresAt) return "invalid";
  return row.tokenExpiresAt.getTime() > now.getTime() ? "valid" : "expired";
}

/** Whether the e-mail address `to` is the sender's own (case-insensitive). */
export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The public confirmation page of a link (relative to the site's base URL). */
export const confirmPath = (token: string) => `/confirmPrincipal?token=${encodeURIComponent(token)}`;
