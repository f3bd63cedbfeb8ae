"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { deletePeriodAction } from "@/lib/student-days/actions";
import type { TPeriodJson } from "@/lib/student-days/schemas";
import { DeleteButton } from "./delete-button";
import { PeriodForm } from "./period-form";
import { formatClockTime } from "@/lib/i18n/format";
import { DataTable, type TColumn } from "@/components/ui/data-table";

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The periods in a table and on a bar of the day, each editable in a dialog. */
export function PeriodList({ periods, userId }: { periods: TPeriodJson[]; userId: number | null }) {
  const t = useTranslations("studentDays.periods");
  const c = useTranslations("studentDays.common");
  const locale = useLocale();
  const [editing, setEditing] = useState<TPeriodJson | null>(null);
  const show = (hhmm: string) => formatClockTime(hhmm, locale);
  const dayStart = Math.min(6 * 60, ...periods.map((p) => minutesOf(p.start)));
  const dayEnd = Math.max(18 * 60, ...periods.map((p) => minutesOf(p.end)));
  const span = dayEnd - dayStart;
  const columns: TColumn<TPeriodJson>[] = [
    { id: "period", header: t("period"), className: "font-medium", cell: (p) => p.period },
    { id: "start", header: t("start"), cell: (p) => <time dateTime={p.start}>{show(p.start)}</time> },
    { id: "end", header: t("end"), cell: (p) => <time dateTime={p.end}>{show(p.end)}</time> },
    { id: "length", header: t("length"), className: "text-slate-600", cell: (p) => t("minutes", { count: minutesOf(p.end) - minutesOf(p.start) }) },
  ];

  return (
    <div className="space-y-5">
      <div aria-hidden="true" className="relative h-10 rounded-md bg-slate-100">
        {periods.map((p) => (
          <div
            key={`${p.id}-${p.start}`}
            className="absolute top-1 bottom-1 flex items-center justify-center overflow-hidden rounded border-x border-white bg-brand-600 text-xs font-medium text-white"
            style={{ left: `${((minutesOf(p.start) - dayStart) / span) * 100}%`, width: `${((minutesOf(p.end) - minutesOf(p.start)) / span) * 100}%` }}
          >
            {p.period}
          </div>
        ))}
      </div>
      <DataTable
        columns={columns}
        rows={periods}
        rowKey={(p) => `${p.id}-${p.start}`}
        caption={t("title")}
        empty={t("title")}
        framed={false}
        className="w-full"
        rowProps={() => ({ "data-testid": "period-row" })}
        actions={{
          header: c("actions"),
          cell: (p) =>
            p.id === null ? (
              <span className="text-xs text-slate-500">{t("defaultBadge")}</span>
            ) : (
              <span className="inline-flex gap-1">
                <Button variant="ghost" className="px-2 py-1" onClick={() => setEditing(p)} aria-label={t("editWhat", { period: p.period })}>
                  {c("edit")}
                </Button>
                <DeleteButton what={t("periodWhat", { period: p.period, start: show(p.start), end: show(p.end) })} onDelete={() => deletePeriodAction(p.id)} />
              </span>
            ),
        }}
      />
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} title={t("editTitle")} closeLabel={c("close")}>
        {editing ? <PeriodForm initial={editing} userId={userId} onDone={() => setEditing(null)} /> : null}
      </Dialog>
    </div>
  );
}
