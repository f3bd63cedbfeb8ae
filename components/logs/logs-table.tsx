"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useCategoryTranslator } from "@/components/categories/use-category-translator";
import { Confidential } from "@/components/shell/confidential";
import { logCategoryLabels } from "@/lib/logs/rules";
import type { TLogRow, TLogSort } from "@/lib/logs/schemas";
import { TableScroll } from "@/components/ui/table-scroll";

type TProps = {
  rows: TLogRow[];
  sort: TLogSort;
  dir: "asc" | "desc";
  onSort: (sort: TLogSort) => void;
  confidential: boolean;
  busy: boolean;
};

const STATUS_CLASS: Record<string, string> = {
  done: "bg-green-100 text-green-900",
  planned: "bg-sky-100 text-sky-900",
  cancelled: "bg-slate-200 text-slate-700 line-through",
};

/** The logs: one row per activity or contact, sortable by its column headers. */
export function LogsTable({ rows, sort, dir, onSort, confidential, busy }: TProps) {
  const t = useTranslations("logs.table");
  const ts = useTranslations("logs.status");
  const tsrc = useTranslations("logs.source");
  const tcat = useCategoryTranslator();
  const format = useFormatter();
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const clock = (iso: string, hm: string) => format.dateTime(new Date(`${iso}T${hm}:00Z`), { timeZone: "UTC", hour: "numeric", minute: "2-digit" });

  const header = (key: TLogSort, label: string, className = "") => {
    const active = sort === key;
    return (
      <th scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"} className={`px-3 py-2 text-left font-medium ${className}`}>
        <button type="button" onClick={() => onSort(key)} className="inline-flex items-center gap-1 rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          {label}
          <span aria-hidden="true" className={active ? "text-slate-900" : "text-slate-300"}>
            {active && dir === "asc" ? "▲" : "▼"}
          </span>
        </button>
      </th>
    );
  };

  return (
    <TableScroll aria-busy={busy}>
      <table className={`min-w-full divide-y divide-slate-200 text-sm ${busy ? "opacity-60" : ""}`}>
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {header("date", t("date"))}
            {header("duration", t("duration"), "text-right")}
            {header("title", t("title"))}
            {header("category", t("category"))}
            {confidential ? header("client", t("client")) : null}
            {header("students", t("students"), "text-right")}
            {header("status", t("status"))}
            {confidential ? (
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t("notes")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id} className="align-top hover:bg-slate-50" data-testid="log-row">
              <td className="whitespace-nowrap px-3 py-2">
                <Link href={`/app/calendar/${r.date}`} className="text-brand-700 hover:underline">
                  {day(r.date)}
                </Link>
                <div className="text-xs text-slate-500">{clock(r.date, r.time)}</div>
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{t("minutes", { minutes: r.duration })}</td>
              <td className="px-3 py-2">
                <div className="text-slate-900">{r.title}</div>
                {r.source === "contact" || r.source === "import" || r.location ? (
                  <div className="text-xs text-slate-500">{[r.source === "contact" || r.source === "import" ? tsrc(r.source) : "", r.location].filter(Boolean).join(" · ")}</div>
                ) : null}
              </td>
              <td className="px-3 py-2">
                {r.category_name ? (
                  <CategoryCell labels={logCategoryLabels(tcat, r)} color={r.category_color} />
                ) : (
                  <span className="text-slate-500">{t("noCategory")}</span>
                )}
              </td>
              {confidential ? <td className="px-3 py-2">{r.client_name ? <Confidential>{r.client_name}</Confidential> : <span className="text-slate-500">–</span>}</td> : null}
              <td className="px-3 py-2 text-right tabular-nums">{r.students}</td>
              <td className="px-3 py-2">
                <span className={`rounded px-1.5 py-0.5 text-xs ${STATUS_CLASS[r.status] ?? ""}`}>{ts(r.status)}</span>
              </td>
              {confidential ? (
                <td className="max-w-xs px-3 py-2 text-slate-700">
                  {r.notes ? (
                    <Confidential>
                      <span className="line-clamp-2 whitespace-pre-line">{r.notes}</span>
                    </Confidential>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function CategoryCell({ labels, color }: { labels: ReturnType<typeof logCategoryLabels>; color: string | null }) {
  return (
    <span className="inline-flex items-start gap-1.5">
      <span aria-hidden="true" className="mt-1 inline-block h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: color ?? "transparent" }} />
      <span>
        {labels.subcategory ? `${labels.category} › ${labels.subcategory}` : labels.category}
        {labels.group ? <span className="block text-xs text-slate-500">{labels.group}</span> : null}
      </span>
    </span>
  );
}
