import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { appointmentRequests } from "@/db/schema";
import { forbidden } from "@/lib/http/errors";
import type { TEventInput, TEventPatch } from "./schemas";

// Appointments in a counselor's calendar: the events an appointment request points to (a public
// request accepted, or a booking the office made directly, recorded as an accepted request). They
// are what a secretary may write in a counselor's calendar (see mayWrite in scope.ts); the push to
// Google/Outlook sends them as their category only (sync-push).

const ONLY_APPOINTMENTS = "A secretary books, moves and cancels single appointments only: no repeat, student, group or lesson.";
const ONLY_MOVE = "A secretary only moves (date and time) or cancels an appointment: its title, students and notes are the counselor's.";

/** Whether the event is an appointment of its owner's calendar. */
export async function isAppointmentEvent(db: TDbOrTx, event: { id: number; userId: number }): Promise<boolean> {
  const [hit] = await db
    .select({ id: appointmentRequests.id })
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.counselorId, event.userId), eq(appointmentRequests.eventId, event.id), eq(appointmentRequests.status, "accepted")))
    .limit(1);
  return !!hit;
}

/** A booking the office makes is one plain event: no repeat, and nothing that names or counts a student record. */
export function assertBookable(v: Pick<TEventInput, "recurrence" | "client_id" | "lesson_id">, source: string): void {
  if (v.recurrence || v.client_id !== null || v.lesson_id !== null || source !== "event") throw forbidden(ONLY_APPOINTMENTS);
}

/** The fields of an appointment a secretary may change: when it is, how long, and whether it is cancelled. */
const MOVE_FIELDS = new Set<keyof TEventPatch>(["date", "time", "duration", "end", "status"]);

export function assertMoveOnly(patch: TEventPatch): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined && !MOVE_FIELDS.has(key as keyof TEventPatch)) throw forbidden(ONLY_MOVE);
  }
  // Marking it done is the counselor's record of having seen the student.
  if (patch.status === "done") throw forbidden(ONLY_MOVE);
}

/**
 * Records a booking the office made directly as an accepted request of the counselor, so the
 * event is known as an appointment (the secretary may move or cancel it later, the push keeps it
 * confidential). The requester is the event's title without the "Appointment: " prefix.
 */
export async function recordBooking(tx: TDbOrTx, b: { counselorId: number; eventId: number; title: string; date: string; time: string; duration: number; now: Date }): Promise<void> {
  const name = b.title.replace(/^appointment:\s*/i, "").trim() || b.title;
  await tx.insert(appointmentRequests).values({
    counselorId: b.counselorId,
    kind: "appointment",
    requesterName: name,
    requesterEmail: "",
    requesterRole: "other",
    preferredDate: b.date,
    preferredTime: `${b.time}:00`,
    durationMinutes: b.duration,
    status: "accepted",
    eventId: b.eventId,
    createdAt: b.now,
    decidedAt: b.now,
  });
}
