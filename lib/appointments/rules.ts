// Pure rules of the appointment calendar. No db, no clock.

type TCategoryLike = { id: number; name: string; parentId: number | null; groupKey: string; targetKind: string };

// The category an accepted appointment is recorded in: individual counseling in the 2019 edition's
// direct services, its counterparts in the 2012 edition, else the first direct-service category.
const PREFERRED = ["counseling", "individual counseling", "individual planning"];

export function appointmentCategory<T extends TCategoryLike>(options: readonly T[]): T | null {
  const top = options.filter((o) => o.parentId === null);
  for (const name of PREFERRED) {
    const hit = top.find((o) => o.name.trim().toLowerCase() === name && o.targetKind === "direct");
    if (hit) return hit;
  }
  return top.find((o) => o.targetKind === "direct") ?? top[0] ?? null;
}

/** The calendar title of an accepted request. */
export function appointmentTitle(requesterName: string): string {
  return `Appointment: ${requesterName.trim()}`.slice(0, 200);
}

/** 'HH:mm' of a time column ('HH:mm:ss'). */
export function hm(time: string | null): string | null {
  return time ? time.slice(0, 5) : null;
}

/**
 * The counselor the appointment calendar shows: the one the URL names when the actor keeps them,
 * else the first with pending requests, else the first by name. The board writes its choice into
 * the URL, so answering a counselor's last request never moves the picker to someone else.
 */
export function chooseCounselor<T extends { id: number; pending: number }>(counselors: readonly T[], requested?: number | null): T | null {
  return counselors.find((c) => c.id === requested) ?? counselors.find((c) => c.pending > 0) ?? counselors[0] ?? null;
}
