import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { constructTable, createSortedRowModel, rowSortingFeature, tableFeatures, type Row, type RowData } from "@tanstack/react-table";
import { storeReactivityBindings } from "@tanstack/table-core/store-reactivity-bindings";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { nextSort } from "@/lib/lists/params";
import { csvDataHref, rowsCsv } from "./csv";
import { Pager } from "./pager";
import { compareValues } from "./sort";
import type { TColumn, TCsvOptions, TPagerProps, TSortOptions, TText } from "./types";

export type TDataTableProps<TRow extends RowData> = {
  columns: TColumn<TRow>[];
  rows: TRow[];
  rowKey: (row: TRow) => string | number;
  /** The table's name for screen readers (a <caption>, visually hidden unless `captionVisible`). */
  caption: string;
  captionVisible?: boolean;
  /** What an empty list says instead of an empty table. */
  empty: ReactNode;
  sort?: TSortOptions;
  /** The last column: the buttons and links of one row (its header is read by screen readers only). */
  actions?: { header?: TText; cell: (row: TRow) => ReactNode };
  csv?: TCsvOptions;
  pager?: TPagerProps;
  /** Attributes of a body row (data-* hooks that tests and scripts find rows by). */
  rowProps?: (row: TRow) => Record<string, string | number | undefined>;
  /** false inside a card that already draws the frame. */
  framed?: boolean;
  /** Extra classes of the <table> (a minimum width, fixed layout). */
  className?: string;
  /** Rows under the body (a total), as <tr> elements in a <tfoot>. */
  footer?: ReactNode;
  /** Attributes of the <table> itself (a data-testid that tests find the table by). */
  tableProps?: Record<string, string>;
  /** A client island is loading the next rows: the table says so (aria-busy) and dims. */
  busy?: boolean;
};

const ALIGN = { start: "text-left", end: "text-right", center: "text-center" } as const;
const PHONE = "hidden sm:table-cell";

const features = tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {},
});

const SORT_CONTROL = "inline-flex items-center gap-1 rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

function arrow(sorted: false | "asc" | "desc") {
  return (
    <span aria-hidden="true" className="text-slate-500">
      {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
    </span>
  );
}

function cellClass(align: keyof typeof ALIGN | undefined, hideOnPhone: boolean | undefined, extra = ""): string {
  return ["px-3 py-2", ALIGN[align ?? "start"], hideOnPhone ? PHONE : "", extra].filter(Boolean).join(" ");
}

/**
 * The one list table: columns as data over TanStack Table's headless model, drawn with the house look.
 * It renders on the server (no hooks of its own, no client JavaScript): sorting is links to `?sort=`,
 * the pager is links to `?page=`, so every list works before (or without) its scripts. A real <table>
 * with a caption, column headers with scope and aria-sort, in the scroll box phones need.
 */
export function DataTable<TRow extends RowData>({
  columns,
  rows,
  rowKey,
  caption,
  captionVisible,
  empty,
  sort,
  actions,
  csv,
  pager,
  rowProps,
  framed = true,
  className = "",
  busy,
  tableProps,
  footer,
}: TDataTableProps<TRow>) {
  const t = useTranslations("dataTable");
  const tAll = useTranslations();
  const text = (value: TText): string => (typeof value === "string" ? value : tAll(value.key as never, value.values as never));
  const byId = new Map(columns.map((c) => [c.id, c]));
  const headers = columns.map((c) => text(c.header));
  const table = constructTable({
    features,
    data: rows,
    columns: columns.map((c) => ({
      id: c.id,
      accessorFn: (row: TRow) => c.value?.(row) ?? null,
      enableSorting: Boolean(c.sortable),
      sortFn: (a: Row<typeof features, TRow>, b: Row<typeof features, TRow>, id: string) => compareValues(a.getValue(id), b.getValue(id)),
    })),
    state: { sorting: sort?.current ? [{ id: sort.current.by, desc: sort.current.desc }] : [] },
    manualSorting: (sort?.mode ?? "server") === "server",
    getRowId: (row: TRow) => String(rowKey(row)),
  });
  const shown = table.getRowModel().rows;
  const csvLink = csv ? (
    "href" in csv ? (
      <a href={csv.href} className={buttonClass("secondary")} download>
        {csv.label ?? t("csv")}
      </a>
    ) : (
      <a
        href={csvDataHref(
          rowsCsv(
            columns,
            headers,
            shown.map((r) => r.original),
          ),
        )}
        download={csv.filename}
        className={buttonClass("secondary")}
      >
        {csv.label ?? t("csv")}
      </a>
    )
  ) : null;
  return (
    <div className="space-y-3">
      {csvLink && rows.length > 0 ? <div className="flex justify-end">{csvLink}</div> : null}
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{empty}</p>
      ) : (
        <TableScroll framed={framed} aria-busy={busy || undefined}>
          <table {...tableProps} className={`min-w-full text-left text-sm ${busy ? "opacity-60" : ""} ${className}`.trim()}>
            <caption className={captionVisible ? "px-3 py-2 text-left font-medium" : "sr-only"}>{caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {table.getHeaderGroups()[0].headers.map((header, i) => {
                  const c = byId.get(header.column.id) as TColumn<TRow>;
                  const sorted = header.column.getIsSorted();
                  const ariaSort = sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : c.sortable ? "none" : undefined;
                  const label = headers[i];
                  return (
                    <th key={header.id} scope="col" aria-sort={ariaSort} className={cellClass(c.align, c.hideOnPhone, "font-semibold")}>
                      {c.headerHidden ? (
                        <span className="sr-only">{label}</span>
                      ) : c.sortable && sort?.onSort ? (
                        <button type="button" onClick={() => sort.onSort?.(c.id)} className={SORT_CONTROL}>
                          {label}
                          {arrow(sorted)}
                        </button>
                      ) : c.sortable && sort?.href ? (
                        <Link href={sort.href(nextSort(sort.current, c.id))} title={sorted === "asc" ? t("sortDescending") : t("sortAscending")} className={SORT_CONTROL}>
                          {label}
                          {arrow(sorted)}
                        </Link>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
                {actions ? (
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{text(actions.header ?? t("actions"))}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((row, index) => (
                <tr key={row.id} className="align-top" {...(rowProps?.(row.original) ?? {})}>
                  {columns.map((c) =>
                    c.rowHeader ? (
                      <th key={c.id} scope="row" className={cellClass(c.align, c.hideOnPhone, ["font-medium", c.className].filter(Boolean).join(" "))}>
                        {c.cell(row.original, index)}
                      </th>
                    ) : (
                      <td key={c.id} className={cellClass(c.align, c.hideOnPhone, c.className)}>
                        {c.cell(row.original, index)}
                      </td>
                    ),
                  )}
                  {actions ? <td className="px-3 py-2 text-right">{actions.cell(row.original)}</td> : null}
                </tr>
              ))}
            </tbody>
            {footer ? <tfoot>{footer}</tfoot> : null}
          </table>
        </TableScroll>
      )}
      {pager ? <Pager {...pager} /> : null}
    </div>
  );
}
