import type { TDbOrTx } from "@/db/client";
import { memberships } from "@/db/schema";

/**
 * Gives a test user an active membership of a school (its district too) or a district, as an
 * administrator's grant would: what a fixture needs so the user counts in that place's scopes.
 */
export async function grantForTest(db: TDbOrTx, userId: number, roleId: number, place: { leaid: string; ncessch?: string | null } | { state: string }): Promise<void> {
  await db
    .insert(memberships)
    .values({ userId, roleId, status: "active", source: "admin", decidedAt: new Date(), ...("state" in place ? { state: place.state } : { leaid: place.leaid, ncessch: place.ncessch ?? null }) })
    .onConflictDoNothing();
}
