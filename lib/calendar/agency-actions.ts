"use server";

import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { companies, events } from "@/db/schema";
import { runAction } from "@/lib/http/action";
import { notFound } from "@/lib/http/errors";
import { resolveSubject } from "./scope";

// The agencies a referral may name: the community partners
// (lib/companies) of the calendar's owner, the same rule createEvent/updateEvent check on save.

const ZAgencyQuery = z.object({
  userId: z.number().int().positive().nullish(),
  eventId: z.number().int().positive().nullish(),
});

/** The calendar owner's partners by name: the event's owner for an edit, else `userId` (a managed user) or the actor. */
export async function referralAgenciesAction(input: { userId?: number | null; eventId?: number | null }) {
  return runAction(
    async ({ db, actor }) => {
      const q = ZAgencyQuery.parse(input);
      let ownerId = q.userId ?? null;
      if (q.eventId) {
        const [row] = await db.select({ userId: events.userId }).from(events).where(eq(events.id, q.eventId)).limit(1);
        if (!row) throw notFound();
        ownerId = row.userId;
      }
      const subject = await resolveSubject(db, actor, ownerId);
      return db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.userId, subject.userId))
        .orderBy(sql`lower(${companies.name})`, asc(companies.id))
        .limit(1000);
    },
    { access: "calendar.event.read" },
  );
}
