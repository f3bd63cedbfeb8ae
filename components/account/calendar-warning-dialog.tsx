"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { TCalendarNotice } from "@/lib/account/rules";
import { useNavigateAfterLogin } from "./use-navigate-after-login";

/**
 * "Login with calendar-import warning": the user is signed in; the dialog says which calendars are
 * imported on login and continues to the app (closing it continues too).
 */
export function CalendarWarningDialog({ notice, destination }: { notice: TCalendarNotice; destination: string }) {
  const t = useTranslations("account.calendarWarning");
  const { go, leaving } = useNavigateAfterLogin();
  const which = notice.google && notice.outlook ? "both" : notice.google ? "google" : notice.outlook ? "outlook" : "linked";
  return (
    <Dialog open onOpenChange={(open) => !open && go(destination)} title={t("title")} closeLabel={t("close")}>
      <div className="space-y-3 text-sm text-slate-700">
        <p>{t(`body.${which}`)}</p>
        <p>{t("note")}</p>
        <Button className="w-full" onClick={() => go(destination)} disabled={leaving}>
          {leaving ? t("opening") : t("continue")}
        </Button>
      </div>
    </Dialog>
  );
}
