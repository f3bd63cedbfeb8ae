// The rows of a report's table shown on one screen: a team's year can hold tens of thousands of rows
// (a district of 1,000 counselors logs ~85,000 referrals a year), which no page renders at once. The
// screen shows them a page at a time; the CSV and PDF exports keep every row.

/** Rows of a report table on one screen page. */
export const TABLE_PAGE_ROWS = 250;

/** One page of a table: its number (from 1), the number of pages, and its rows `from`–`to` (from 1; 0–0 when empty) of `total`. */
export type TTablePage = { page: number; pages: number; from: number; to: number; total: number };

/** The page of a table of `total` rows asked for by the screen's `page` parameter (anything else is the first page; past the end, the last). */
export function tablePage(total: number, requested: string | undefined, size: number = TABLE_PAGE_ROWS): TTablePage {
  const pages = Math.max(1, Math.ceil(total / size));
  const asked = requested && /^\d{1,7}$/.test(requested) ? Number(requested) : 1;
  const page = Math.min(Math.max(1, asked), pages);
  return { page, pages, from: total === 0 ? 0 : (page - 1) * size + 1, to: Math.min(total, page * size), total };
}
