export { DataTable, type TDataTableProps } from "./data-table";
export { Pager } from "./pager";
export { ListFilters, type TFilterField } from "./list-filters";
export { rowsCsv, csvDataHref } from "./csv";
export { compareValues } from "./sort";
export { RowActions, type TRowAction } from "./row-actions";
export type { TColumn, TCellValue, TCsvOptions, TPagerProps, TSortOptions, TText } from "./types";
