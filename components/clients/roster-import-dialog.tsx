"use client";

import { useRef, useState, type ChangeEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { importRosterAction, previewRosterAction } from "@/lib/clients/actions";
import { MAX_ROSTER_BYTES, ROSTER_COLUMNS, type TRosterError, type TRosterPreview } from "@/lib/clients/schemas";
import { genderOf, PROGRAM_FIELDS, raceOf } from "./student-profile";
import { TableScroll } from "@/components/ui/table-scroll";
import { TableHead } from "@/components/ui/table-head";

const TEMPLATE = `${ROSTER_COLUMNS.join(",")}\n"Lee, Jordan",S-1001,9,M,0,1,0,0,AS\nAvery Kim,S-1002,10,F,1,0,0,0,WH\n`;

/** "Import roster (CSV)": choose a file, read the preview and the per-row errors, then import all rows or none. */
export function RosterImportButton() {
  const t = useTranslations("clients.roster");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");
  const [preview, setPreview] = useState<TRosterPreview | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  // A refused preview or import is the dialog's own message (one sentence each), kept beside the file.
  const check = useAction(previewRosterAction, { fields: () => "form", text: () => t("previewFailed"), refresh: false, onSuccess: setPreview });
  const save = useAction(importRosterAction, { fields: () => "form", text: () => t("importFailed"), toast: "standard" });
  const pending = check.pending || save.pending;
  const failure = tooLarge ? t("tooLarge") : (save.error("form") ?? check.error("form"));
  const fileRef = useRef<HTMLInputElement>(null);

  function clearFailure() {
    setTooLarge(false);
    check.clearErrors();
    save.clearErrors();
  }

  function reset() {
    setCsv(null);
    setFileName("");
    setPreview(null);
    clearFailure();
    if (fileRef.current) fileRef.current.value = "";
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    setPreview(null);
    clearFailure();
    if (!file) return;
    setFileName(file.name);
    if (file.size > MAX_ROSTER_BYTES) {
      setTooLarge(true);
      return;
    }
    const text = await file.text();
    setCsv(text);
    check.run({ csv: text });
  }

  function commit() {
    if (!csv) return;
    check.clearErrors();
    save.submit(() => importRosterAction({ csv }), {
      message: (data) => (data.committed ? t("imported", { created: data.created, updated: data.updated }) : undefined),
      then: (data) => {
        // The file changed between the preview and the import (or someone else's edit): show the new check.
        if (!data.committed) return setPreview(data);
        setOpen(false);
        reset();
        router.refresh();
      },
      // Only a committed import changes the list behind the dialog.
      refresh: false,
    });
  }

  const canImport = !!preview && preview.errors.length === 0 && preview.rows.length > 0;

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="roster-import-open">
        {t("button")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) reset();
        }}
        title={t("title")}
        size="wide"
        closeLabel={t("close")}
      >
        <div className="space-y-4 text-sm">
          <section aria-labelledby="roster-format" className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
            <h3 id="roster-format" className="font-semibold text-slate-900">
              {t("formatTitle")}
            </h3>
            <p className="text-slate-700">{t("formatIntro")}</p>
            <pre className="overflow-x-auto rounded bg-white p-2 text-xs" data-testid="roster-header">
              {ROSTER_COLUMNS.join(",")}
            </pre>
            <ul className="list-disc space-y-0.5 pl-5 text-slate-700">
              <li>{t("colName")}</li>
              <li>{t("colNumber")}</li>
              <li>{t("colGrade")}</li>
              <li>{t("colGender")}</li>
              <li>{t("colFlags")}</li>
              <li>{t("colRace")}</li>
              <li>{t("colOther")}</li>
            </ul>
            <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`} download="roster-template.csv" className="inline-block text-brand-700 underline">
              {t("template")}
            </a>
          </section>

          <div className="space-y-1">
            <p id="roster-file-label" className="block font-medium text-slate-700">
              {t("file")}
            </p>
            {/* The native file button speaks the browser's language: a labelled button in ours instead. */}
            <div className="flex flex-wrap items-center gap-3">
              <label className={`${buttonClass("secondary")} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600`}>
                <input ref={fileRef} type="file" accept=".csv,text/csv" onChange={onFile} className="sr-only" aria-labelledby="roster-file-label" data-testid="roster-file" />
                {t("choose")}
              </label>
              <span className="text-slate-700">{fileName || t("noFile")}</span>
            </div>
            {pending && !preview ? <p aria-live="polite">{t("checking", { name: fileName })}</p> : null}
          </div>

          {failure ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
              {failure}
            </p>
          ) : null}

          {preview ? <PreviewResult preview={preview} /> : null}

          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button onClick={commit} disabled={!canImport || pending} aria-busy={pending} data-testid="roster-import-commit">
              {t("import", { count: preview?.rows.length ?? 0 })}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

function PreviewResult({ preview }: { preview: TRosterPreview }) {
  const t = useTranslations("clients.roster");
  const tf = useTranslations("clients.fields");
  const errorText = (e: TRosterError) => (t.has(`errors.${e.code}`) ? t(`errors.${e.code}`, e.params ?? {}) : e.message);
  return (
    <div className="space-y-3">
      {preview.errors.length > 0 ? (
        <div role="alert" className="space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-medium">{t("hasErrors", { count: preview.errors.length })}</p>
          <div className="max-h-56 overflow-y-auto">
            <table className="w-full text-left text-xs" data-testid="roster-errors">
              <TableHead cellClassName="py-1 pr-3 font-medium" columns={[t("line"), t("column"), { label: t("problem"), className: "py-1 font-medium" }]} />
              <tbody>
                {preview.errors.map((e, i) => (
                  <tr key={i} className="border-t border-red-200">
                    <td className="py-1 pr-3 tabular-nums">{e.line}</td>
                    <td className="py-1 pr-3 font-mono">{e.field === "file" ? t("wholeFile") : e.field}</td>
                    <td className="py-1">{errorText(e)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-900" data-testid="roster-ok">
          {t("ready", { created: preview.created, updated: preview.updated })}
        </p>
      )}
      {preview.ignored_columns.length > 0 ? <p className="text-slate-600">{t("ignored", { columns: preview.ignored_columns.join(", ") })}</p> : null}
      {preview.rows.length > 0 ? (
        <TableScroll className="max-h-72 overflow-y-auto">
          <table className="w-full text-left text-xs" data-testid="roster-preview">
            <caption className="sr-only">{t("previewCaption")}</caption>
            <TableHead
              className="sticky top-0 bg-slate-50 text-slate-600"
              cellClassName="px-2 py-1 font-medium"
              columns={[t("line"), t("name"), t("number"), t("gender"), t("details"), t("action")]}
            />
            <tbody className="divide-y divide-slate-100">
              {preview.rows.map((r) => {
                const g = genderOf(r.counts);
                const race = raceOf(r.counts);
                const tags = [...PROGRAM_FIELDS.filter((f) => r.counts[f] > 0).map((f) => tf(`${f}.short`)), ...(race ? [race] : [])];
                return (
                  <tr key={r.line}>
                    <td className="px-2 py-1 tabular-nums">{r.line}</td>
                    <td className="px-2 py-1">
                      <Confidential>{r.name}</Confidential>
                    </td>
                    <td className="px-2 py-1">{r.student_number ? <Confidential>{r.student_number}</Confidential> : "—"}</td>
                    <td className="px-2 py-1">{g === "male" ? "M" : g === "female" ? "F" : "—"}</td>
                    <td className="px-2 py-1">
                      <Confidential>{tags.join(", ") || "—"}</Confidential>
                    </td>
                    <td className="px-2 py-1">{r.action === "update" ? t("willUpdate") : t("willCreate")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </div>
  );
}
