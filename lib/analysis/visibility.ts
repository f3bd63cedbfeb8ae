import { hasUsersDropdown, ROLE } from "@/lib/auth/roles";

// Who may see what of another user's events and records, decided on the server (issue 11 item 5).
// A viewer's analysis scope (lib/analysis/scope.ts: managers, directors, state managers, the admin)
// can be wider than their calendar scope (lib/calendar/scope.ts: the users dropdown, roles 3, 2, 9,
// 5 and DirSupport, and of those the secretary never reads names or notes). Outside the calendar
// scope a viewer gets aggregates only: never a title, a note or a student or group name. The
// client's confidentiality eye then only hides, on top, what this rule already let through.

export type TViewer = { id: number; roleId: number; specialUser: string | null };

/**
 * Whether `viewer` may read the details (titles, notes, student and group names) of the events and
 * records owned by `ownerId`, given that the owner is already in the viewer's scope (the caller
 * resolved them with resolveAnalysisSubject or the calendar's resolveSubject). The owner always;
 * another viewer only when their role reads other users' calendars with their details, as in
 * lib/calendar/scope.ts (resolveSubject + mayReadConfidential).
 */
export function canSeeEventDetails(viewer: TViewer, ownerId: number): boolean {
  if (viewer.id === ownerId) return true;
  return hasUsersDropdown(viewer.roleId, viewer.specialUser) && viewer.roleId !== ROLE.secretary;
}

/** Fields of a record that name or describe what happened: withheld when the viewer sees aggregates only. */
export type TDetailFields = { title: string | null; clientName: string | null; notes?: string | null };

/** The records as `viewer` may receive them: unchanged, or with title, notes and student names set to null. */
export function visibleDetails<T extends TDetailFields>(viewer: TViewer, ownerId: number, rows: readonly T[]): T[] {
  if (canSeeEventDetails(viewer, ownerId)) return [...rows];
  return rows.map((r) => ({ ...r, title: null, clientName: null, ...("notes" in r ? { notes: null } : {}) }));
}
