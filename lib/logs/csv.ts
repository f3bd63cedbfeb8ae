// Pure CSV writing (RFC 4180) for the logs export. No db, no clock.

/** One cell: quoted when needed; a leading = + - @ (a spreadsheet formula) is made plain text. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines joined with CRLF, with a UTF-8 byte order mark so spreadsheets read accents right. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
