"use client";

import { useLocale, useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import type { TPreviewEvent } from "@/lib/calendar/ics-import";
import { formatClockTime, formatDate } from "@/lib/i18n/format";
import { TableScroll } from "@/components/ui/table-scroll";
import { TableHead } from "@/components/ui/table-head";

type TProps = { events: TPreviewEvent[]; chosen: Set<string>; onToggle: (uid: string, on: boolean) => void; onToggleAll: (on: boolean) => void };

/** The events of a file before they are imported: a checkbox each, duplicates marked and left out. */
export function ImportPreviewTable({ events, chosen, onToggle, onToggleAll }: TProps) {
  const t = useTranslations("calendar.feed.import");
  const locale = useLocale();
  const importable = events.filter((e) => !e.duplicate);
  const allOn = importable.length > 0 && importable.every((e) => chosen.has(e.uid));
  return (
    <TableScroll className="max-h-96 overflow-y-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="import-preview">
        <caption className="sr-only">{t("previewCaption")}</caption>
        <TableHead
          className="sticky top-0 bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
          columns={[
            <input key="all" type="checkbox" aria-label={t("selectAll")} checked={allOn} onChange={(e) => onToggleAll(e.target.checked)} disabled={importable.length === 0} />,
            t("date"),
            t("time"),
            t("duration"),
            t("eventTitle"),
            t("state"),
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {events.map((e) => (
            <tr key={e.uid} className={e.duplicate ? "bg-amber-50 text-slate-500" : undefined} data-duplicate={e.duplicate || undefined}>
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t("selectOne", { date: formatDate(e.date, locale), time: formatClockTime(e.time, locale) })}
                  checked={!e.duplicate && chosen.has(e.uid)}
                  disabled={e.duplicate}
                  onChange={(ev) => onToggle(e.uid, ev.target.checked)}
                />
              </td>
              <td className="whitespace-nowrap px-3 py-2">{formatDate(e.date, locale)}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatClockTime(e.time, locale)}</td>
              <td className="whitespace-nowrap px-3 py-2">{t("minutes", { count: e.duration })}</td>
              <td className="px-3 py-2">
                <Confidential>{e.title}</Confidential>
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {e.duplicate ? (
                  <span className="rounded bg-amber-200 px-2 py-0.5 text-xs font-medium text-amber-900">{t("duplicate")}</span>
                ) : (
                  <span className="text-xs text-emerald-700">{t("new")}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
