"use client";

import { useLocale, useTranslations } from "next-intl";
import { deleteSpecialDateAction } from "@/lib/student-days/actions";
import type { TSpecialDateJson } from "@/lib/student-days/schemas";
import { DeleteButton } from "./delete-button";
import { dateFormatter } from "@/lib/i18n/format";
import { TableScroll } from "@/components/ui/table-scroll";

/** Dates in a table: the day, its note, and a delete button each. */
export function SpecialDateList({ dates, caption, showLabel = true }: { dates: TSpecialDateJson[]; caption: string; showLabel?: boolean }) {
  const t = useTranslations("studentDays.common");
  const locale = useLocale();
  const full = dateFormatter(locale, { dateStyle: "full" });
  return (
    <TableScroll framed={false}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("date")}
            </th>
            {showLabel ? (
              <th scope="col" className="py-2 pr-4 font-medium">
                {t("note")}
              </th>
            ) : null}
            <th scope="col" className="py-2 text-right font-medium">
              <span className="sr-only">{t("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {dates.map((d) => {
            const label = full.format(new Date(`${d.date}T12:00:00Z`));
            return (
              <tr key={d.id} data-date={d.date}>
                <td className="py-2 pr-4">
                  <time dateTime={d.date}>{label}</time>
                </td>
                {showLabel ? <td className="py-2 pr-4 text-slate-600">{d.label}</td> : null}
                <td className="py-1 text-right">
                  <DeleteButton what={label} onDelete={() => deleteSpecialDateAction(d.id)} testId={`delete-${d.date}`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
