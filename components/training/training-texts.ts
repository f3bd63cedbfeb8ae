import { formatDate } from "@/lib/i18n/format-date";
import type { TLiveTrainingState } from "@/lib/training/rules";

// The live training's sentences, translated on the server and handed to the islands as props, so
// the home page ships no message library. A sentence with a value that only the browser knows (the
// countdown, the next session's date) keeps a {time} or {date} placeholder; plural forms come
// ready-made for 0 to 7 days (the most a countdown or a days-remaining count can show).

export const MAX_DAYS = 7;

export type TLiveTrainingTexts = {
  locale: string;
  title: string;
  schedule: string;
  details: string;
  join: string;
  newTab: string;
  addToCalendar: string;
  roomOpens: string;
  coversTitle: string;
  covers: string[];
  close: string;
  joinNow: string;
  /** With {time}. */
  countdown: string;
  /** "# days" for 0 … MAX_DAYS. */
  days: string[];
  /** With {date}. */
  inProgress: string;
  afterSession: string;
  nextSession: string;
  /** With {date}, for 0 … MAX_DAYS days remaining. */
  daysRemaining: string[];
  /** With {time}. */
  yourTime: string;
};

/** A translator of the "training.live" namespace (next-intl's getTranslations or createTranslator). */
export type TLiveTranslator = (key: string, values?: Record<string, string | number>) => string;

const COVERS = ["logging", "lessons", "goals", "reports", "questions"] as const;
const range = Array.from({ length: MAX_DAYS + 1 }, (_, n) => n);

/** Every sentence the banner, the card and the dialog show, in one language. */
export function liveTrainingTexts(t: TLiveTranslator, locale: string): TLiveTrainingTexts {
  const date = "{date}";
  return {
    locale,
    title: t("title"),
    schedule: t("schedule"),
    details: t("details"),
    join: t("join"),
    newTab: t("newTab"),
    addToCalendar: t("addToCalendar"),
    roomOpens: t("roomOpens"),
    coversTitle: t("coversTitle"),
    covers: COVERS.map((c) => t(`covers.${c}`)),
    close: t("close"),
    joinNow: t("joinNow"),
    countdown: t("countdown", { time: "{time}" }),
    days: range.map((days) => t("days", { days })),
    inProgress: t("inProgress", { date }),
    afterSession: t("afterSession", { date }),
    nextSession: t("nextSession", { date }),
    daysRemaining: range.map((days) => t("daysRemaining", { date, days })),
    yourTime: t("yourTime", { time: "{time}" }),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
const pick = (list: string[], n: number) => list[Math.min(Math.max(0, n), list.length - 1)];

/** The sentence the banner and dialogs show for the state. */
export function trainingStatusText(state: TLiveTrainingState, texts: TLiveTrainingTexts): string {
  const date = formatDate(state.nextSessionDate, texts.locale);
  switch (state.phase) {
    case "countdown": {
      const { days, hours, minutes, seconds } = state.countdown;
      const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
      return texts.countdown.replace("{time}", days > 0 ? `${pick(texts.days, days)} ${clock}` : clock);
    }
    case "joinNow":
      return texts.joinNow;
    case "inProgress":
      return texts.inProgress.replace("{date}", date);
    case "afterSession":
      return texts.afterSession.replace("{date}", date);
    case "daysRemaining":
      return pick(texts.daysRemaining, state.daysRemaining).replace("{date}", date);
  }
}
