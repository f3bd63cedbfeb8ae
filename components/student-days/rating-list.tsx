"use client";

import { useLocale, useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { deleteRatingAction } from "@/lib/student-days/actions";
import type { TRatingJson } from "@/lib/student-days/schemas";
import { DeleteButton } from "./delete-button";
import { RatingBadge } from "./rating-scale";
import { dateFormatter } from "@/lib/i18n/format";
import { DataTable, type TColumn } from "@/components/ui/data-table";

/** The latest ratings: the day or event, the rating and the note (both behind the confidentiality eye). */
export function RatingList({ ratings }: { ratings: TRatingJson[] }) {
  const t = useTranslations("studentDays.rating");
  const c = useTranslations("studentDays.common");
  const locale = useLocale();
  const full = dateFormatter(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const day = (r: TRatingJson) => full.format(new Date(`${r.date}T12:00:00Z`));
  const columns: TColumn<TRatingJson>[] = [
    { id: "date", header: c("date"), className: "whitespace-nowrap", cell: (r) => <time dateTime={r.date}>{day(r)}</time> },
    { id: "what", header: t("what"), cell: (r) => (r.event_id === null ? t("wholeDay") : r.event_title ? <Confidential>{r.event_title}</Confidential> : t("anEvent")) },
    { id: "value", header: t("value"), cell: (r) => <RatingBadge value={r.value} /> },
    { id: "note", header: t("note"), className: "text-slate-600", cell: (r) => (r.note ? <Confidential>{r.note}</Confidential> : null) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={ratings}
      rowKey={(r) => r.id}
      caption={t("latest")}
      empty={<span className="text-slate-500">{t("noRatings")}</span>}
      framed={false}
      className="w-full"
      rowProps={() => ({ "data-testid": "rating-row" })}
      actions={{ header: c("actions"), cell: (r) => <DeleteButton what={t("ratingOf", { date: day(r) })} onDelete={() => deleteRatingAction(r.id)} /> }}
    />
  );
}
