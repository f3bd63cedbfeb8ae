import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { env } from "@/lib/env";
import { withApi } from "@/lib/http/with-api";
import { LOCALE_COOKIE, isLocale, negotiateLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { buildTrainingIcs } from "@/lib/training/ics";
import { getLiveTrainingJoinUrl } from "@/lib/training/queries";
import { liveTrainingState } from "@/lib/training/rules";

// GET /home/getAddTrainingToCalendarIcs – the weekly free live training as an .ics file (Wednesdays 15:00 America/New_York)
export const GET = withApi({ access: "public" }, async ({ req, db, now }) => {
  const cookie = req.cookies.get(LOCALE_COOKIE)?.value;
  const locale = isLocale(cookie) ? cookie : negotiateLocale(req.headers.get("accept-language"));
  // The catalogue is loaded at run time, so its keys are plain strings here.
  const translate = createTranslator({ locale, messages: (await loadMessages(locale)) as AbstractIntlMessages }) as unknown as (key: string) => string;
  const t = (key: string) => translate(`training.ics.${key}`);
  const joinUrl = new URL(await getLiveTrainingJoinUrl(db), env().APP_URL ?? req.nextUrl.origin).toString();
  const body = buildTrainingIcs({
    now,
    firstSessionDate: liveTrainingState(now).nextSessionDate,
    joinUrl,
    summary: t("summary"),
    description: t("description"),
    location: t("location"),
    reminder: t("reminder"),
  });
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'attachment; filename="scuta-live-training.ics"',
      "cache-control": "no-store",
    },
  });
});
