"use client";

import Link from "@/components/ui/app-link";
import { useFormatter, useTranslations } from "next-intl";
import { useCategoryTranslator } from "@/components/categories/use-category-translator";
import { Confidential } from "@/components/shell/confidential";
import { logCategoryLabels } from "@/lib/logs/rules";
import type { TLogRow, TLogSort } from "@/lib/logs/schemas";
import { DataTable, type TColumn } from "@/components/ui/data-table";

type TProps = {
  rows: TLogRow[];
  sort: TLogSort;
  dir: "asc" | "desc";
  onSort: (sort: TLogSort) => void;
  confidential: boolean;
  busy: boolean;
  /** What an empty list says (nothing logged, or nothing matching the filters). */
  empty: string;
};

const STATUS_CLASS: Record<string, string> = {
  done: "bg-green-100 text-green-900",
  planned: "bg-sky-100 text-sky-900",
  cancelled: "bg-slate-200 text-slate-700 line-through",
};

/** The logs: one row per activity or contact, sortable by its column headers (the view keeps the sort in state). */
export function LogsTable({ rows, sort, dir, onSort, confidential, busy, empty }: TProps) {
  const t = useTranslations("logs.table");
  const ts = useTranslations("logs.status");
  const tsrc = useTranslations("logs.source");
  const tcat = useCategoryTranslator();
  const format = useFormatter();
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const clock = (iso: string, hm: string) => format.dateTime(new Date(`${iso}T${hm}:00Z`), { timeZone: "UTC", hour: "numeric", minute: "2-digit" });

  const columns: TColumn<TLogRow>[] = [
    {
      id: "date",
      header: t("date"),
      sortable: true,
      className: "whitespace-nowrap",
      cell: (r) => (
        <>
          <Link href={`/app/calendar/${r.date}`} className="text-brand-700 hover:underline">
            {day(r.date)}
          </Link>
          <div className="text-xs text-slate-500">{clock(r.date, r.time)}</div>
        </>
      ),
    },
    { id: "duration", header: t("duration"), sortable: true, align: "end", className: "whitespace-nowrap tabular-nums", cell: (r) => t("minutes", { minutes: r.duration }) },
    {
      id: "title",
      header: t("title"),
      sortable: true,
      cell: (r) => (
        <>
          <div className="text-slate-900">{r.title}</div>
          {r.source === "contact" || r.source === "import" || r.location ? (
            <div className="text-xs text-slate-500">{[r.source === "contact" || r.source === "import" ? tsrc(r.source) : "", r.location].filter(Boolean).join(" · ")}</div>
          ) : null}
        </>
      ),
    },
    {
      id: "category",
      header: t("category"),
      sortable: true,
      cell: (r) => (r.category_name ? <CategoryCell labels={logCategoryLabels(tcat, r)} color={r.category_color} /> : <span className="text-slate-500">{t("noCategory")}</span>),
    },
    ...(confidential
      ? [{ id: "client", header: t("client"), sortable: true, cell: (r: TLogRow) => (r.client_name ? <Confidential>{r.client_name}</Confidential> : <span className="text-slate-500">–</span>) }]
      : []),
    { id: "students", header: t("students"), sortable: true, align: "end", className: "tabular-nums", cell: (r) => r.students },
    { id: "status", header: t("status"), sortable: true, cell: (r) => <span className={`rounded px-1.5 py-0.5 text-xs ${STATUS_CLASS[r.status] ?? ""}`}>{ts(r.status)}</span> },
    ...(confidential
      ? [
          {
            id: "notes",
            header: t("notes"),
            className: "max-w-xs text-slate-700",
            cell: (r: TLogRow) =>
              r.notes ? (
                <Confidential>
                  <span className="line-clamp-2 whitespace-pre-line">{r.notes}</span>
                </Confidential>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowProps={() => ({ "data-testid": "log-row" })}
      caption={t("caption")}
      empty={empty}
      busy={busy}
      sort={{ current: { by: sort, desc: dir === "desc" }, onSort: (by) => onSort(by as TLogSort) }}
    />
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
