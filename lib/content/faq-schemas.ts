import { z } from "zod";
import { zText } from "@/lib/http/text";
import { LOCALES } from "@/lib/i18n/locales";

// A FAQ record (/app/faq/create, /app/faq/question/{id}, POST /api/v1/faq, PUT /api/v1/faq/{id}).

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess((v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v), z.number({ error: message }).int(message).min(min, message).max(max, message));

export const ZFaq = z.object({
  locale: z.enum(LOCALES, { error: "Choose the language: en, it or de." }),
  groupKey: zText({ min: 1, max: 40, required: "Give the group key (letters, digits, - or _)." }).regex(/^[a-z0-9_-]+$/i, "Give the group key (letters, digits, - or _)."),
  groupTitle: zText({ min: 1, max: 200, required: "Give the group title (1 to 200 characters).", tooLong: "Give the group title (1 to 200 characters)." }),
  question: zText({ min: 3, max: 500, required: "Write the question (3 to 500 characters).", tooLong: "Write the question (3 to 500 characters)." }),
  answer: zText({ min: 1, max: 10_000, multiline: true, required: "Write the answer (1 to 10000 characters).", tooLong: "Write the answer (1 to 10000 characters)." }),
  position: wholeNumber("The position is a whole number from 0 to 100000.", 0, 100_000).default(0),
  published: z.preprocess((v) => (v === "true" || v === 1 || v === "1" ? true : v === "false" || v === 0 || v === "0" ? false : v), z.boolean()).default(true),
});
export type TFaqInput = z.input<typeof ZFaq>;

/** The answer's paragraphs: separated by blank lines. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
