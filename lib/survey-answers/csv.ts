import "server-only";
import { createTranslator } from "next-intl";
import type { TDbOrTx } from "@/db/client";
import { loadMessages } from "@/lib/i18n/messages";
import type { TLocale } from "@/lib/i18n/locales";
import { toCsv } from "@/lib/logs/csv";
import { listSignupAnswers, listTrainingAnswers } from "./queries";
import type { TSurveyFilter } from "./schemas";

// The CSV exports of the survey answers (UTF-8 with BOM, one row per answer, the questions as
// column headings in the reader's language, the chosen options' words, not their codes).

type TT = (key: string) => string;

/** A translator of one namespace, loosely typed (the keys are built from stored option codes). */
function translator(locale: TLocale, messages: unknown, namespace: string): TT {
  const t = createTranslator({ locale, messages: messages as never, namespace: namespace as never });
  return (key) => (t as unknown as TT)(key);
}

function stamp(d: Date): string {
  return d.toISOString().slice(0, 16).replace("T", " ");
}

export async function signupSurveyCsv(db: TDbOrTx, f: TSurveyFilter, locale: TLocale): Promise<{ csv: string; filename: string }> {
  const messages = await loadMessages(locale);
  const q = translator(locale, messages, "signup.survey");
  const t = translator(locale, messages, "surveyAnswers");
  const { rows } = await listSignupAnswers(db, f, { all: true });
  const lines = [
    [t("columns.date"), t("columns.name"), t("columns.email"), q("heardFrom"), q("goals"), q("schoolLevel"), q("comment")],
    ...rows.map((r) => [
      stamp(r.createdAt),
      r.name,
      r.email,
      r.answers.heardFrom ? q(`heardFromOptions.${r.answers.heardFrom}`) : "",
      r.answers.goals.map((g) => q(`goalOptions.${g}`)).join("; "),
      r.answers.schoolLevel ? q(`levelOptions.${r.answers.schoolLevel}`) : "",
      r.answers.comment,
    ]),
  ];
  return { csv: toCsv(lines), filename: `signup-survey-${f.from ?? "start"}-${f.to ?? "today"}.csv` };
}

export async function trainingSurveyCsv(db: TDbOrTx, f: TSurveyFilter, locale: TLocale): Promise<{ csv: string; filename: string }> {
  const messages = await loadMessages(locale);
  const q = translator(locale, messages, "pages.survey");
  const t = translator(locale, messages, "surveyAnswers");
  const { rows } = await listTrainingAnswers(db, f, { all: true });
  const lines = [
    [t("columns.date"), t("columns.name"), t("columns.email"), q("satisfaction.training"), q("usefulness"), q("nextStep"), q("comments")],
    ...rows.map((r) => [stamp(r.createdAt), r.name, r.email, r.answers.satisfaction, r.answers.usefulness, r.answers.nextStep ? q(`nextSteps.${r.answers.nextStep}`) : "", r.answers.comments]),
  ];
  return { csv: toCsv(lines), filename: `training-survey-${f.from ?? "start"}-${f.to ?? "today"}.csv` };
}
