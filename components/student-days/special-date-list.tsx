"use client";

import { useLocale, useTranslations } from "next-intl";
import { deleteSpecialDateAction } from "@/lib/student-days/actions";
import type { TSpecialDateJson } from "@/lib/student-days/schemas";
import { DeleteButton } from "./delete-button";
import { dateFormatter } from "@/lib/i18n/format";
import { DataTable, type TColumn } from "@/components/ui/data-table";

/** Dates in a table: the day, its note, and a delete button each. */
export function SpecialDateList({ dates, caption, showLabel = true }: { dates: TSpecialDateJson[]; caption: string; showLabel?: boolean }) {
  const t = useTranslations("studentDays.common");
  const locale = useLocale();
  const full = dateFormatter(locale, { dateStyle: "full" });
  const columns: TColumn<TSpecialDateJson>[] = [
    { id: "date", header: t("date"), cell: (d) => <time dateTime={d.date}>{full.format(new Date(`${d.date}T12:00:00Z`))}</time> },
    ...(showLabel ? [{ id: "note", header: t("note"), className: "text-slate-600", cell: (d: TSpecialDateJson) => d.label }] : []),
  ];
  return (
    <DataTable
      columns={columns}
      rows={dates}
      rowKey={(d) => d.id}
      caption={caption}
      empty={caption}
      framed={false}
      className="w-full"
      rowProps={(d) => ({ "data-date": d.date })}
      actions={{
        header: t("actions"),
        cell: (d) => <DeleteButton what={full.format(new Date(`${d.date}T12:00:00Z`))} onDelete={() => deleteSpecialDateAction(d.id)} testId={`delete-${d.date}`} />,
      }}
    />
  );
}
