"use client";

import { useLocale, useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import type { TUpcomingEvent } from "@/lib/analysis/dashboard";
import { formatClockTime, formatDate } from "@/lib/i18n/format";
import { useCategoryLabel } from "./labels";

/**
 * The next 7 days of activities; student and group names hide behind the confidentiality eye. A
 * viewer who may read only aggregates receives no titles or names at all (the server withheld them:
 * lib/analysis/visibility.ts) and sees each event's category and time.
 */
export function UpcomingList({ events, detailsWithheld = false }: { events: TUpcomingEvent[]; detailsWithheld?: boolean }) {
  const t = useTranslations("analysis.upcoming");
  const locale = useLocale();
  const categoryLabel = useCategoryLabel();
  return (
    <section aria-labelledby="upcoming-title" className="rounded-lg border border-slate-200 bg-white p-4" data-print="avoid-break">
      <h2 id="upcoming-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {detailsWithheld ? <p className="mt-1 text-xs text-slate-600">{t("withheld")}</p> : null}
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("none")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="upcoming-events">
          {events.map((e) => (
            <li key={e.id} className="flex items-start gap-3 py-2 text-sm">
              <span className="mt-1 inline-block h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: e.categoryColor ?? "#94a3b8" }} aria-hidden="true" />
              <span className="w-28 shrink-0 tabular-nums text-slate-600">
                {formatDate(e.date, locale)} {formatClockTime(e.time, locale)}
              </span>
              <span className="min-w-0 flex-1">
                {e.title != null ? <span className="font-medium">{e.title}</span> : null}
                {e.clientName ? (
                  <span className="text-slate-600">
                    {" · "}
                    <Confidential>{e.clientName}</Confidential>
                  </span>
                ) : null}
                <span className="block text-xs text-slate-500">
                  {e.categoryId != null && e.categoryName != null ? categoryLabel({ id: e.categoryId, name: e.categoryName, shared: e.categoryShared }) : t("noCategory")} ·{" "}
                  {t("minutes", { minutes: e.duration })}
                  {e.status === "done" ? ` · ${t("done")}` : ""}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
