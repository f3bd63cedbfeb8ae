import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { eventSeries, events } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { loadOwnEvent, lockSeriesMembers } from "./queries";
import { addDays, selectOccurrences, type TEditScope } from "./rules";
import { ZEditScope } from "./schemas";
import { mayWrite } from "./scope";
import { enqueueDeletes } from "./sync-queue";
import { transactionWithRetry } from "./tx-retry";
import { assertAppointment, dropEmptySeries } from "./update-event";

/**
 * Deletes an event (DELETE /api/v1/calendar/{id}?scope=): the occurrence alone ('this'), it and
 * the later ones of its series ('following': the series now ends the day before), or the whole
 * series ('all'). A single event is deleted whatever the scope. Returns the ids deleted.
 * Locks as updateEvent does (the series, then its events by id); a secretary in a counselor's
 * calendar cancels appointments only (403 otherwise).
 */
export async function deleteEvent(db: TDbOrTx, actor: TActor, id: number, scope: TEditScope | undefined, now: Date): Promise<{ deleted: number[] }> {
  void now;
  const editScope = ZEditScope.parse(scope ?? "this");
  return transactionWithRetry(db, async (tx) => {
    const { row: target, subject, series } = await loadOwnEvent(tx, actor, id);
    if (!mayWrite(actor, subject, "event")) await assertAppointment(tx, actor, subject, target, editScope);
    if (target.seriesId === null || !series || editScope === "this") {
      // Before the delete: the links that name the provider's copies go with the rows.
      await enqueueDeletes(tx, target.userId, [target.id]);
      await tx.delete(events).where(eq(events.id, target.id));
      if (target.seriesId !== null) await dropEmptySeries(tx, target.seriesId);
      return { deleted: [target.id] };
    }
    const members = await lockSeriesMembers(tx, series.id);
    const selected = selectOccurrences(target, members, editScope);
    const ids = selected.map((o) => o.id);
    await enqueueDeletes(tx, target.userId, ids);
    await tx.delete(events).where(inArray(events.id, ids));
    if (selected.length < members.length) {
      await tx
        .update(eventSeries)
        .set({ rule: { ...series.rule, until: addDays(target.date, -1) } })
        .where(eq(eventSeries.id, series.id));
    } else {
      await tx.delete(eventSeries).where(eq(eventSeries.id, series.id));
    }
    return { deleted: ids };
  });
}
