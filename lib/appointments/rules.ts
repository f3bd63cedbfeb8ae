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
