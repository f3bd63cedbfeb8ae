import { z } from "zod";
import { zText } from "@/lib/http/text";
import { ZIsoDate, ZTime } from "@/lib/calendar/schemas";

// Inputs of the appointment calendar (/app/calendarAppointment): shared by its actions and tests.

const id = (message: string) => z.coerce.number(message).int(message).positive(message);

/** Accepting a request: its id, and optionally another date, time or length than the one asked for. */
export const ZAcceptRequest = z.object({
  id: id("Choose a request."),
  date: ZIsoDate.optional(),
  time: ZTime.optional(),
  duration: z.coerce
    .number("Enter the length in minutes.")
    .int("Enter the length in minutes.")
    .min(5, "An appointment lasts 5 to 480 minutes.")
    .max(480, "An appointment lasts 5 to 480 minutes.")
    .optional(),
});
export type TAcceptRequest = z.input<typeof ZAcceptRequest>;

/** Declining a request, with an optional message to the requester. */
export const ZDeclineRequest = z.object({
  id: id("Choose a request."),
  message: zText({ max: 2000, multiline: true, tooLong: "Use at most 2,000 characters." }).default(""),
});
export type TDeclineRequest = z.input<typeof ZDeclineRequest>;

/** The busy blocks of one counselor in a date range (the week view's visible days). */
export const ZBusyQuery = z.object({
  counselor_id: id("Choose a counselor."),
  start: ZIsoDate,
  end: ZIsoDate,
});

/** Request and appointment outcomes shown to the requester in emails and to staff in the list. */
export const REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
