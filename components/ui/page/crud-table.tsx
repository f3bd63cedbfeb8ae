import Link from "@/components/ui/app-link";
import type { RowData } from "@tanstack/react-table";
import { DataTable, type TDataTableProps } from "@/components/ui/data-table";

export type TCrudTableProps<TRow extends RowData> = Omit<TDataTableProps<TRow>, "actions" | "pager"> & {
  /** The row's edit link: its column header, its text, where it goes and its accessible name. */
  edit: { header: string; label: string; href: (row: TRow) => string; name: (row: TRow) => string; className?: string };
  /** The server list's page: always shown, so the reader sees how many rows there are. */
  pager: { page: number; pages: number; total: number; href: (page: number) => string };
};

/** An admin list of records that each open an edit page: the list engine with an edit link a row and a pager. */
export function CrudTable<TRow extends RowData>({ edit, pager, ...table }: TCrudTableProps<TRow>) {
  return (
    <DataTable
      {...table}
      actions={{
        header: edit.header,
        cell: (row) => (
          <Link href={edit.href(row)} className={edit.className ?? "text-brand-700 underline"} aria-label={edit.name(row)}>
            {edit.label}
          </Link>
        ),
      }}
      pager={{ page: pager.page, pages: pager.pages, total: pager.total, href: pager.href, always: true }}
    />
  );
}
