import type { ReactNode } from "react";

/** One column of a table's head: its name, shown or for readers only, and its cell's own classes. */
export type TTableHeadColumn = { label: ReactNode; hidden?: boolean; className?: string };

/**
 * The head row of a hand-made table: one `th scope="col"` per column, each with the table's cell
 * classes unless the column names its own; a hidden column's name is read out but not shown.
 */
export function TableHead({
  columns,
  className,
  rowClassName,
  cellClassName = "px-3 py-2",
}: {
  columns: (ReactNode | TTableHeadColumn)[];
  className?: string;
  rowClassName?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, i) => {
          const c: TTableHeadColumn = column !== null && typeof column === "object" && "label" in column ? column : { label: column as ReactNode };
          return (
            <th key={i} scope="col" className={c.className ?? cellClassName}>
              {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
