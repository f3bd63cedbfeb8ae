"use client";

import { useLocale, useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { deleteRatingAction } from "@/lib/student-days/actions";
import type { TRatingJson } from "@/lib/student-days/schemas";
import { DeleteButton } from "./delete-button";
import { RatingBadge } from "./rating-scale";
import { dateFormatter } from "@/lib/i18n/format";
import { TableScroll } from "@/components/ui/table-scroll";

/** The latest ratings: the day or event, the rating and the note (both behind the confidentiality eye). */
export function RatingList({ ratings }: { ratings: TRatingJson[] }) {
  const t = useTranslations("studentDays.rating");
  const c = useTranslations("studentDays.common");
  const locale = useLocale();
  const full = dateFormatter(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
  if (ratings.length === 0) return <p className="text-sm text-slate-500">{t("noRatings")}</p>;
  return (
    <TableScroll framed={false}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("latest")}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {c("date")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("what")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("value")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("note")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              <span className="sr-only">{c("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ratings.map((r) => {
            const day = full.format(new Date(`${r.date}T12:00:00Z`));
            return (
              <tr key={r.id} data-testid="rating-row">
                <td className="py-2 pr-4 whitespace-nowrap">
                  <time dateTime={r.date}>{day}</time>
                </td>
                <td className="py-2 pr-4">{r.event_id === null ? t("wholeDay") : r.event_title ? <Confidential>{r.event_title}</Confidential> : t("anEvent")}</td>
                <td className="py-2 pr-4">
                  <RatingBadge value={r.value} />
                </td>
                <td className="py-2 pr-4 text-slate-600">{r.note ? <Confidential>{r.note}</Confidential> : null}</td>
                <td className="py-1 text-right">
                  <DeleteButton what={t("ratingOf", { date: day })} onDelete={() => deleteRatingAction(r.id)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
