// A small RFC 4180 reader for roster files: quoted fields, doubled quotes, CRLF, a byte-order mark, and the
// semicolon or tab separators that spreadsheets write in German and Italian locales. Pure.

export type TCsvRecord = { line: number; fields: string[] };
export type TCsvResult = { ok: true; records: TCsvRecord[] } | { ok: false; line: number; message: string };

function detectDelimiter(firstLine: string): string {
  const counts = [",", ";", "\t"].map((d) => [d, firstLine.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ",";
}

export function parseCsv(text: string): TCsvResult {
  const src = text.replace(/^\uFEFF/, "");
  const delimiter = detectDelimiter(src.split(/\r?\n/, 1)[0] ?? "");
  const records: TCsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let quotedField = false;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    // Blank lines are skipped, not records.
    if (!(fields.length === 1 && fields[0].trim() === "" && !quotedField)) records.push({ line: recordLine, fields });
    fields = [];
    field = "";
    quotedField = false;
  };
  while (i < src.length) {
    const ch = src[i];
    if (inQuotes) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i++;
        // After a closing quote only a separator or the end of the line may follow.
        const next = src[i];
        if (next !== undefined && next !== delimiter && next !== "\n" && next !== "\r") {
          return { ok: false, line, message: "Unexpected text after a closing quote." };
        }
        continue;
      }
      if (ch === "\n") line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === "") {
      inQuotes = true;
      quotedField = true;
      field = "";
      i++;
      continue;
    }
    if (ch === delimiter) {
      fields.push(field);
      field = "";
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRecord();
      i += ch === "\r" && src[i + 1] === "\n" ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += ch;
    i++;
  }
  if (inQuotes) return { ok: false, line: recordLine, message: "A quoted field is not closed." };
  if (field !== "" || fields.length > 0 || quotedField) endRecord();
  return { ok: true, records };
}
