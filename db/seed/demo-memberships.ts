import { inArray } from "drizzle-orm";
import type { TDbOrTx } from "../client";
import * as s from "../schema";
import { DEMO_DISTRICT_LEAID, DEMO_SCHOOL_NCESSCH, SCHOOLS } from "./data/schools";

// The demo accounts' memberships, granted by the demo administrator: what their setup implies, so
// every account works as the README's table says. The manager and director belong to the district;
// the secretary and the manager's counselors to the demo school; the director's other counselors to
// their schools; the state manager to the district's state. One counselor's request waits on
// /app/memberships. Idempotent (an open membership of the same place is kept).

type TDemoMembership = { username: string; leaid?: string; ncessch?: string; state?: string; status?: "pending" };

export async function seedDemoMemberships(tx: TDbOrTx, ids: Map<string, number>, now: Date): Promise<void> {
  const state = SCHOOLS.find((x) => x.ncessch === DEMO_SCHOOL_NCESSCH)!.state;
  const atSchool = (username: string, ncessch: string = DEMO_SCHOOL_NCESSCH): TDemoMembership => ({ username, leaid: DEMO_DISTRICT_LEAID, ncessch });
  const list: TDemoMembership[] = [
    { username: "manager", leaid: DEMO_DISTRICT_LEAID },
    { username: "director", leaid: DEMO_DISTRICT_LEAID },
    { username: "statemanager", state },
    atSchool("secretary"),
    atSchool("counselor"),
    atSchool("expiring"),
    atSchool("expired"),
    atSchool("renewer"),
    atSchool("hscounselor", "530771001234"),
    atSchool("dunlapcounselor", "530771001161"),
    atSchool("emersoncounselor", "530771001163"),
    { ...atSchool("newcounselor", "530771001161"), status: "pending" },
  ];
  const admin = ids.get("admin") ?? null;
  const roles = new Map(
    (
      await tx
        .select({ id: s.users.id, roleId: s.users.roleId })
        .from(s.users)
        .where(inArray(s.users.id, [...ids.values()]))
    ).map((u) => [u.id, u.roleId]),
  );
  const rows = list.flatMap((m) => {
    const userId = ids.get(m.username);
    if (!userId) return [];
    const active = m.status !== "pending";
    return [
      {
        userId,
        state: m.state ?? null,
        leaid: m.leaid ?? null,
        ncessch: m.ncessch ?? null,
        roleId: roles.get(userId) ?? 1,
        status: active ? ("active" as const) : ("pending" as const),
        source: active ? ("admin" as const) : ("request" as const),
        requestedAt: now,
        decidedBy: active ? admin : null,
        decidedAt: active ? now : null,
      },
    ];
  });
  if (rows.length) await tx.insert(s.memberships).values(rows).onConflictDoNothing();
}
