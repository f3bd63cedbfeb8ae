import "server-only";
import { and, between, eq, inArray, or } from "drizzle-orm";
import { z } from "zod";
import type { TDbOrTx } from "@/db/client";
import { events } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertUsableCategory } from "@/lib/categories/queries";
import { AppError } from "@/lib/http/errors";
import { parseIcs, type TImportCandidate, type TImportSkip } from "./ics-parse";
import { ZEventInput } from "./schemas";
import { resolveSubject } from "./scope";
import { enqueueUpserts } from "./sync-queue";

// Importing an .ics file into the actor's own calendar: a preview that marks duplicates, then a
// commit of the chosen events in one transaction (source 'import', externalUid kept so the same
// file imported again adds nothing twice). Imported events are pushed to a connected Google or
// Outlook calendar like any other.

export type TPreviewEvent = { uid: string; title: string; date: string; time: string; duration: number; duplicate: boolean };
export type TImportPreview = { events: TPreviewEvent[]; errors: TImportSkip[] };
export type TImportResult = { imported: number; skipped: number };

export const ZImportCommit = z.object({
  category_id: z.coerce.number("Choose a category.").int("Choose a category.").positive("Choose a category."),
  // The uids to import; absent = every event that is not a duplicate.
  uids: z.array(z.string().max(300)).max(5000).optional(),
});

const dupKey = (date: string, time: string, title: string) => `${date}|${time.slice(0, 5)}|${title.trim().toLowerCase()}`;

/**
 * Which candidates the user already has (same externalUid, or same date, time and title), and
 * which repeat an earlier one of the same list. Returns the set of duplicate uids.
 */
export async function findDuplicates(db: TDbOrTx, userId: number, list: TImportCandidate[]): Promise<Set<string>> {
  const dup = new Set<string>();
  if (list.length === 0) return dup;
  const dates = list.map((c) => c.date).sort();
  const uids = [...new Set(list.map((c) => c.uid))];
  const existing: { externalUid: string | null; date: string; time: string; title: string }[] = [];
  // One query per chunk of uids keeps the parameter list small; the date range catches the rest.
  for (let i = 0; i < Math.max(uids.length, 1); i += 1000) {
    const chunk = uids.slice(i, i + 1000);
    const rows = await db
      .select({ externalUid: events.externalUid, date: events.date, time: events.time, title: events.title })
      .from(events)
      .where(and(eq(events.userId, userId), or(inArray(events.externalUid, chunk), i === 0 ? between(events.date, dates[0], dates[dates.length - 1]) : undefined)));
    existing.push(...rows);
  }
  const seenUids = new Set(existing.map((e) => e.externalUid).filter((u): u is string => !!u));
  const seenKeys = new Set(existing.map((e) => dupKey(e.date, e.time, e.title)));
  for (const c of list) {
    const key = dupKey(c.date, c.time, c.title);
    if (seenUids.has(c.uid) || seenKeys.has(key)) dup.add(c.uid);
    seenUids.add(c.uid);
    seenKeys.add(key);
  }
  return dup;
}

/** The preview of a file for the actor's calendar: its events with duplicates marked, and what it skips. */
export async function previewImport(db: TDbOrTx, actor: TActor, text: string, now: Date): Promise<TImportPreview> {
  const subject = await resolveSubject(db, actor);
  const parsed = await parseIcs(text, { timezone: subject.timezone, now });
  const dup = await findDuplicates(db, subject.userId, parsed.events);
  return {
    events: parsed.events.map((c) => ({ uid: c.uid, title: c.title, date: c.date, time: c.time, duration: c.duration, duplicate: dup.has(c.uid) })),
    errors: parsed.errors,
  };
}

/** Imports the chosen events of a file that are not duplicates, all or none. */
export async function commitImport(db: TDbOrTx, actor: TActor, text: string, input: unknown, now: Date): Promise<TImportResult> {
  const v = ZImportCommit.parse(input);
  const subject = await resolveSubject(db, actor);
  const parsed = await parseIcs(text, { timezone: subject.timezone, now });
  const chosen = v.uids ? new Set(v.uids) : null;
  const list = chosen ? parsed.events.filter((c) => chosen.has(c.uid)) : parsed.events;
  if (list.length === 0) throw new AppError("nothing_to_import", "Choose at least one event to import.", 422, "uids");
  return importCandidates(db, actor, list, v.category_id);
}

/**
 * Adds candidates to the actor's own calendar in one transaction, skipping duplicates: each is
 * checked as a calendar event (title, date, time, duration) and the category must be one the
 * user may use. Inserted in bulk: a year of a daily meeting is one statement, not 365 use-cases.
 */
export async function importCandidates(db: TDbOrTx, actor: TActor, list: TImportCandidate[], categoryId: number): Promise<TImportResult> {
  const subject = await resolveSubject(db, actor);
  await assertUsableCategory(db, actor, categoryId);
  return db.transaction(async (tx) => {
    const dup = await findDuplicates(tx, subject.userId, list);
    const rows = list
      .filter((c) => !dup.has(c.uid))
      .map((c) => {
        const e = ZEventInput.parse({ title: c.title, date: c.date, time: c.time, duration: c.duration, category_id: categoryId, location: c.location, notes: c.notes });
        return {
          userId: subject.userId,
          title: e.title,
          date: e.date,
          time: `${e.time}:00`,
          durationMinutes: e.duration,
          categoryId,
          location: e.location,
          notes: e.notes,
          status: "planned" as const,
          source: "import",
          externalUid: c.uid,
        };
      });
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500)
      ids.push(
        ...(
          await tx
            .insert(events)
            .values(rows.slice(i, i + 500))
            .returning({ id: events.id })
        ).map((r) => r.id),
      );
    await enqueueUpserts(tx, subject.userId, ids);
    return { imported: rows.length, skipped: list.length - rows.length };
  });
}
