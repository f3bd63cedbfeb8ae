import { z } from "zod";
import { zRichText } from "@/lib/http/rich-text";
import { zText } from "@/lib/http/text";

// Inputs of the lesson-delivery calls: the routes, the server actions and the results
// tab's form share them. Ids may arrive as strings (query strings, form posts).

const MAX_ID = 2_147_483_647;
export const zId = (message: string) => z.preprocess((v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number(message).int(message).positive(message).max(MAX_ID, message));

/** An optional survey id: '' / 0 / null is none. */
const optionalSurvey = z
  .preprocess(
    (v) => (v === "" || v === 0 || v === "0" || v === null ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number("Choose one of your surveys.").int("Choose one of your surveys.").positive("Choose one of your surveys.").max(MAX_ID, "Choose one of your surveys.").nullable(),
  )
  .optional();

const flag = z.preprocess((v) => (v === "1" || v === 1 || v === "true" ? true : v === "0" || v === 0 || v === "false" || v === "" ? false : v), z.boolean("Choose yes or no."));

/** The visible text of a delivery's outcome or implication (sanitised HTML: bold, italic, link). */
export const EVENT_RICH_MAX = 5000;

export const ZLessonEventsQuery = z.object({ lesson_id: zId("Enter a valid lesson id.") });
export const ZSelectEventQuery = z.object({ event_id: zId("Enter a valid event id.") });

/** PUT /api/v1/lesson/event: the lesson-specific fields of one delivery; what is left out stays. */
export const ZLessonEventPatch = z.object({
  event_id: zId("Enter a valid event id."),
  survey_id: optionalSurvey,
  inRAMP: flag.optional(),
  dcpOutcome: zRichText({ max: EVENT_RICH_MAX }).optional(),
  implication: zRichText({ max: EVENT_RICH_MAX }).optional(),
});
export type TLessonEventPatch = z.input<typeof ZLessonEventPatch>;

/**
 * POST /api/v1/lesson/pdf and /api/v1/lesson_results/pdf take user, lesson, eventChangeValue, event,
 * datePrint, userName and page. Only the ids are used: the server reads the lesson, the event and
 * the answers the caller may read, computes the change and prints its own date and name. The other
 * fields are accepted (and checked as text) so an old client's call still works.
 */
const idOf = (message: string) => z.preprocess((v) => (v && typeof v === "object" && !Array.isArray(v) && "id" in v ? (v as { id: unknown }).id : v), zId(message));

const loose = z.union([zText({ max: 200 }), z.number(), z.boolean(), z.null()]).optional();

/** `lesson` may also come as lesson_id or id, `event` as event_id, `survey` as survey_id or id. */
function aliases(names: Record<string, string[]>) {
  return (body: unknown) => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return body;
    const b = { ...(body as Record<string, unknown>) };
    for (const [name, others] of Object.entries(names)) {
      if (b[name] === undefined) b[name] = others.map((o) => b[o]).find((v) => v !== undefined);
    }
    return b;
  };
}

const ZLessonPdfFields = z.object({
  lesson: idOf("Send the lesson (its id)."),
  event: idOf("Choose one of the lesson's events.").optional().nullable(),
  user: z.unknown().optional(),
  eventChangeValue: loose,
  datePrint: loose,
  userName: loose,
  page: loose,
  filename: zText({ max: 120 }).optional(),
});
const lessonAliases = aliases({ lesson: ["lesson_id", "id"], event: ["event_id"] });
export const ZLessonPdfBody = z.preprocess(lessonAliases, ZLessonPdfFields);
export type TLessonPdfBody = z.input<typeof ZLessonPdfFields>;

export const ZLessonResultsPdfBody = z.preprocess(lessonAliases, ZLessonPdfFields.extend({ event: idOf("Choose one of the lesson's events.") }));

/** POST /api/v1/survey/pdf: the survey (or its id). */
const ZSurveyPdfFields = z.object({
  survey: idOf("Send the survey (its id)."),
  datePrint: loose,
  userName: loose,
  filename: zText({ max: 120 }).optional(),
});
export const ZSurveyPdfBody = z.preprocess(aliases({ survey: ["survey_id", "id"] }), ZSurveyPdfFields);
export type TSurveyPdfBody = z.input<typeof ZSurveyPdfFields>;
