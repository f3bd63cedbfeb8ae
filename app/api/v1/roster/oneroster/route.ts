import { NextResponse } from "next/server";
import { linkBaseOrNull } from "@/lib/admin-users/link-base";
import { AppError, errorBody, issuesToEntries } from "@/lib/http/errors";
import { readForm, withApi } from "@/lib/http/with-api";
import { MAX_ZIP_BYTES } from "@/lib/roster/files";
import { importOneRoster } from "@/lib/roster/import-upload";
import { ZRosterImportFields } from "@/lib/roster/schemas";

// POST /api/v1/roster/oneroster – import (or, with dry_run=1, preview) a OneRoster 1.2 CSV zip (multipart field "file") for a district
export const POST = withApi({ access: "roster.import" }, async ({ req, db, actor, now }) => {
  if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("invalid_body", "Send the zip as multipart/form-data in the field 'file'.", 400);
  }
  // The body is refused before it is read when it says it is larger than the bound (with room for the form's other fields).
  const length = Number(req.headers.get("content-length") ?? "0");
  if (length > MAX_ZIP_BYTES + 64 * 1024) throw new AppError("file_too_large", `The zip may be at most ${MAX_ZIP_BYTES / 1024 / 1024} MB.`, 413, "file");
  const form = await readForm(req);
  const parsed = ZRosterImportFields.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) return NextResponse.json(errorBody(422, issuesToEntries(parsed.error.issues)), { status: 422 });
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new AppError("file_required", "Choose a OneRoster zip file (the field 'file').", 422, "file");
  if (file.size > MAX_ZIP_BYTES) throw new AppError("file_too_large", `The zip may be at most ${MAX_ZIP_BYTES / 1024 / 1024} MB.`, 413, "file");
  const result = await importOneRoster(db, actor.user, {
    district: parsed.data.district,
    dryRun: parsed.data.dry_run === "1" || parsed.data.dry_run === "true",
    run: parsed.data.run,
    bytes: new Uint8Array(await file.arrayBuffer()),
    now,
    origin: linkBaseOrNull(new URL(req.url)),
  });
  // A refused file is the caller's mistake: 422 with every error (file, row, column, reason) in data.
  return NextResponse.json({ status_code: result.errors.length ? 422 : 200, data: result }, { status: result.errors.length ? 422 : 200 });
});
