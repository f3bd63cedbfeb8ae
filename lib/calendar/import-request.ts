import "server-only";
import { AppError } from "@/lib/http/errors";
import { readForm } from "@/lib/http/with-api";
import { MAX_ICS_BYTES } from "./ics-parse";

export type TImportRequest = { mode: "preview" | "commit"; text: string; categoryId: unknown; uids: string[] | undefined };

const noFile = () => new AppError("ics_missing", "Choose an .ics file to import.", 422, "file");

function uidsOf(values: string[]): string[] | undefined {
  if (values.length === 0) return undefined;
  if (values.length === 1 && values[0].trim().startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(values[0]);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      throw new AppError("invalid_uids", "uids must be a JSON list of the events' uids.", 422, "uids");
    }
  }
  return values;
}

/**
 * The import call's input, in any of three shapes: multipart/form-data (file, mode, category_id,
 * uids), a text/calendar body (the rest in the query), or JSON {ics, mode, category_id, uids}.
 */
export async function readImportRequest(req: Request): Promise<TImportRequest> {
  const url = new URL(req.url);
  const type = req.headers.get("content-type") ?? "";
  const size = Number(req.headers.get("content-length") ?? 0);
  if (size > MAX_ICS_BYTES * 1.5) throw new AppError("ics_too_large", "The file is larger than 2 MB.", 413, "file");
  let text: string;
  let fields: (name: string) => string[];
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    // A broken body (a multipart cut short, a foreign boundary) is the caller's mistake: 400.
    const form = await readForm(req);
    const file = form.get("file") ?? form.get("ics");
    if (file === null) throw noFile();
    text = typeof file === "string" ? file : await file.text();
    fields = (name) => form.getAll(name).filter((v): v is string => typeof v === "string");
  } else if (type.includes("application/json")) {
    const json = (await req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!json || typeof json.ics !== "string") throw noFile();
    text = json.ics;
    fields = (name) => {
      const v = json[name];
      if (Array.isArray(v)) return [JSON.stringify(v.map(String))];
      return v === undefined || v === null ? [] : [String(v)];
    };
  } else {
    text = await req.text();
    fields = (name) => url.searchParams.getAll(name);
  }
  if (!text.trim()) throw noFile();
  const pick = (name: string) => fields(name)[0] ?? url.searchParams.get(name) ?? undefined;
  const mode = pick("mode") === "commit" ? "commit" : "preview";
  const uidValues = fields("uids").length ? fields("uids") : url.searchParams.getAll("uids");
  return { mode, text, categoryId: pick("category_id"), uids: uidsOf(uidValues) };
}
