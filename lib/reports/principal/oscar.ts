import type { TReportT } from "../format";
import type { TPrincipalReport } from "./data";
import { formatNumber } from "@/lib/i18n/format";
import { SMALL_CELL_FLOOR } from "@/lib/privacy/small-cells";
import { countText, principalWords, type TPrincipalWords } from "./sentences";

// The OSCAR brochure (the Ohio/Oklahoma School Counselor Accountability
// Report), two pages built from the principal report's figures: the principal's message (written by
// hand), the counselor statement, activities, results and future directions.

export const OSCAR_ACTIVITIES = 6;

export type TOscarContent = {
  words: TPrincipalWords;
  message: string;
  statement: string;
  activities: string[];
  results: string[];
  reachOnly: boolean;
  future: string[];
};

const whole = (n: number, locale: string) => formatNumber(Math.round(n), locale);

/** The brochure's texts; `document`: for the PDF, whose dates are MM/DD/YY (see principalWords). */
export function oscarContent(report: TPrincipalReport, t: TReportT, locale: string, message?: string, opts: { document?: boolean } = {}): TOscarContent {
  const words = principalWords(report, t, locale, undefined, opts);
  const activities = report.services
    .slice(0, OSCAR_ACTIVITIES)
    .map((s) => t("oscar.activity", { name: s.name, hours: whole(s.hours, locale), students: countText(s.students, locale), n: typeof s.students === "number" ? s.students : SMALL_CELL_FLOOR }));
  if (report.reach.lessonsTaught > 0) activities.push(words.lessons);
  return {
    words,
    message: message?.trim() ? message.trim() : t("oscar.messagePlaceholder"),
    statement: [words.headline, words.target, words.seen].join(" "),
    activities,
    results: words.outcomes,
    reachOnly: words.reachOnly,
    future: [words.gap, words.request],
  };
}
