import { DEFAULT_DIRECT_TARGET } from "@/lib/analysis/rules";
import { formatDate, formatDocumentDate, formatNumber } from "@/lib/i18n/format";
import { SMALL_CELL_FLOOR } from "@/lib/privacy/small-cells";
import type { TReportT } from "../format";
import type { TPrincipalReport } from "./data";
import type { TCount } from "./cells";
import type { TOutcome } from "./rules";

// The principal report in words (messages reports.principal.*), the same on the page, in the PDF,
// in the email and in the OSCAR brochure. Plain words, whole numbers (a Likert average keeps its
// one decimal), no student names; numbers in the reader's language (lib/i18n/format.ts). A count of
// students withheld by the small-cell rule (./cells.ts) reads as its mark, "<5" or "—".

export type TPrincipalWords = {
  headline: string;
  target: string;
  cost: string | null;
  gap: string;
  seen: string;
  lessons: string;
  outcomes: string[];
  reachOnly: boolean;
  request: string;
  range: string;
};

const whole = (n: number, locale: string) => formatNumber(Math.round(n), locale);
const decimal = (n: number, locale: string) => formatNumber(n, locale, 1);
/** A count of students as printed: the number, or its mark. */
export const countText = (v: TCount, locale: string) => (typeof v === "number" ? whole(v, locale) : v);
/** The plural a count's noun takes: a withheld count stands for several students ("<5 students"). */
const plural = (v: TCount) => (typeof v === "number" ? v : SMALL_CELL_FLOOR);

export function outcomeSentence(o: TOutcome, t: TReportT, locale: string): string {
  if (o.kind === "goal") {
    const g = o.goal;
    const values = {
      name: g.name || t("principal.goalUnnamed"),
      baseline: whole(g.baseline, locale),
      result: whole(g.result, locale),
      target: whole(g.target, locale),
      progress: whole(Math.min(100, o.progress * 100), locale),
    };
    const text = o.met ? t("principal.goalMet", values) : t("principal.goalProgress", values);
    return g.ctg ? `${t("principal.ctg")} ${text}` : text;
  }
  if (o.kind === "lesson") {
    const l = o.lesson;
    const values = {
      lesson: l.name,
      deliveries: whole(l.deliveries, locale),
      n: l.deliveries,
      students: whole(l.students, locale),
      m: l.students,
      grades: l.grades,
      pre: decimal(l.pre, locale),
      post: decimal(l.post, locale),
      change: whole(o.change, locale),
    };
    return l.grades ? t("principal.lesson", values) : t("principal.lessonNoGrades", values);
  }
  const r = o.reach;
  // A withheld caseload percent is left out: the sentence without it says no less.
  if (r.key === "studentsSeen")
    return typeof r.extra === "number"
      ? t("principal.reachFigure.studentsSeenCaseload", { value: countText(r.value, locale), n: plural(r.value), percent: whole(r.extra, locale) })
      : t("principal.reachFigure.studentsSeen", { value: countText(r.value, locale), n: plural(r.value) });
  if (r.key === "lessonsTaught")
    return t("principal.reachFigure.lessonsTaught", { value: countText(r.value, locale), n: plural(r.value), students: countText(r.extra ?? 0, locale), m: plural(r.extra ?? 0) });
  return t("principal.reachFigure.directHours", { value: countText(r.value, locale) });
}

/** The pre-filled request: the largest duty, "this spring" or "next school year"; none: a general one. */
export function defaultRequest(r: Pick<TPrincipalReport, "request">, t: TReportT, locale: string): string {
  if (!r.request.duty) return t("principal.requestNone");
  return t(`principal.request.${r.request.when}`, { duty: r.request.duty, hours: whole(r.request.hours, locale) });
}

/**
 * The report's sentences. Dates are in the reader's date format on the page, and MM/DD/YY in a
 * document (`document`: the PDF and the e-mail that carries it), like every other date it prints.
 */
export function principalWords(r: TPrincipalReport, t: TReportT, locale: string, request?: string, opts: { document?: boolean } = {}): TPrincipalWords {
  const date = (iso: string) => (opts.document ? formatDocumentDate(iso) : formatDate(iso, locale));
  const from = date(r.range.from);
  const to = date(r.range.to);
  const recorded = r.minutes.total > 0;
  return {
    range: t("pdf.range", { from, to }),
    // No time recorded: no share, so no claim about the target either way.
    headline: recorded
      ? t("principal.headline", { from, to, name: r.subject.name, percent: whole(r.directIndirectPercent, locale) })
      : t("principal.noTimeHeadline", { from, to, name: r.subject.name }),
    // The district's own target, beside the ASCA National Model's 80 % it may differ from.
    target: t("principal.target", { target: whole(r.target, locale), asca: whole(DEFAULT_DIRECT_TARGET, locale) }),
    cost: r.minutes.N > 0 ? t("principal.cost", { hours: whole(r.dutyHours, locale), days: whole(r.dutyDays, locale), contacts: countText(r.contacts, locale) }) : null,
    gap: !recorded
      ? t("principal.noTime")
      : r.hoursToMove > 0
        ? t("principal.gap", { hours: whole(r.hoursToMove, locale), target: whole(r.target, locale) })
        : t("principal.gapMet", { target: whole(r.target, locale) }),
    // The caseload sentence only with its percent: a withheld percent ("—") drops it.
    seen:
      r.reach.caseload != null && r.reach.caseload !== 0 && typeof r.reach.caseloadPercent === "number"
        ? t("principal.seenCaseload", {
            seen: countText(r.reach.studentsSeen, locale),
            n: plural(r.reach.studentsSeen),
            percent: whole(r.reach.caseloadPercent, locale),
            caseload: countText(r.reach.caseload, locale),
          })
        : t("principal.seen", { seen: countText(r.reach.studentsSeen, locale), n: plural(r.reach.studentsSeen) }),
    lessons: t("principal.lessons", {
      lessons: whole(r.reach.lessonsTaught, locale),
      n: r.reach.lessonsTaught,
      students: countText(r.reach.lessonStudents, locale),
      m: plural(r.reach.lessonStudents),
    }),
    outcomes: r.outcomes.map((o) => outcomeSentence(o, t, locale)),
    reachOnly: r.reachOnly,
    request: request?.trim() ? request.trim() : defaultRequest(r, t, locale),
  };
}
