import type React from "react";
import type { ReactNode } from "react";
import type { TSort } from "@/lib/lists/params";

/** Text on screen: either already translated, or a full message key (with its values) the table translates. */
export type TText = string | { key: string; values?: Record<string, string | number> };

/** A value a column sorts and exports by. */
export type TCellValue = string | number | Date | boolean | null | undefined;

/** One column, as data. */
export type TColumn<TRow> = {
  id: string;
  header: TText;
  /** The header is read by screen readers only (an actions or checkbox column). */
  headerHidden?: boolean;
  cell: (row: TRow, index: number) => ReactNode;
  /** What the column sorts by (rows mode) and writes to a client CSV; without it the column is not exported. */
  value?: (row: TRow) => TCellValue;
  sortable?: boolean;
  align?: "start" | "end" | "center";
  /** Left out below the `sm` breakpoint (a phone at 390 px); the row keeps its essential columns. */
  hideOnPhone?: boolean;
  /** The cell names its row: rendered as <th scope="row">. */
  rowHeader?: boolean;
  /** Extra classes of the body cells (widths, wrapping, numbers). */
  className?: string;
};

/**
 * How the table sorts. `server`: the query already sorted the rows, the table only draws the headers.
 * `rows`: the table sorts the rows it was given (a list shown whole, without paging).
 */
export type TSortOptions = {
  current: TSort | null;
  /** The link of a sort (server lists: `?sort=`). */
  href?: (sort: TSort) => string;
  /** A client island that keeps its sort in state: the header is a button that reports the column. */
  onSort?: (by: string) => void;
  mode?: "server" | "rows";
};

export type TPagerProps = {
  page: number;
  pages: number;
  /** When given, the pager says "(n results)". */
  total?: number;
  /** The link of a page; the pager is links (works without JavaScript). */
  href: (page: number) => string;
  /** A client island that keeps its page in state: the links are followed by this instead. */
  onPage?: (page: number) => void;
  /** Where the reader is, in the list's own words ("Page 2 of 5 (48 answers)"); "Page x of y" by default. */
  status?: string;
  /** The navigation's accessible name; "Pages" by default. */
  label?: string;
  /** Shown even when there is one page (a list that says where it is). */
  always?: boolean;
  /**
   * Where its texts live (label, pageOf, pageOfTotal, previous, next). A client island passes a namespace
   * the browser already has; server lists keep the default.
   */
  namespace?: string;
  /** More controls inside the navigation, before the page links (a rows-per-page choice). */
  extra?: React.ReactNode;
};

/** A CSV of the list: from the server (keeps its access and small-cell rules), or of the rows on screen. */
export type TCsvOptions = { href: string; label?: string } | { filename: string; label?: string };
