"use client";

import { useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Confidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form";
import type { TErrorEntry } from "@/lib/http/errors";
import type { TImportPreview } from "@/lib/calendar/ics-import";
import { commitImportAction, previewImportAction } from "@/lib/calendar/import-actions";
import { CategorySelect } from "./category-select";
import { ImportPreviewTable } from "./import-preview-table";
import type { TImportCategory } from "./use-import-categories";

const MAX_BYTES = 2_000_000;

/** Upload an .ics file, see what it holds (duplicates marked, skipped events with their reason), import the chosen ones. */
export function ImportSection({ categories }: { categories: TImportCategory[] }) {
  const t = useTranslations("calendar.feed.import");
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<string | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [categoryId, setCategoryId] = useState<number | "">("");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  const errorOf = (entry: TErrorEntry | undefined): string => {
    if (!entry) return t("errors.failed");
    const line = /^Line (\d+):\s*(.*)$/.exec(entry.message);
    if (entry.code === "ics_malformed" && line) return t("errors.malformed", { line: Number(line[1]), detail: line[2] });
    // The file-wide refusals (ics_sub_daily, ics_too_many_events, ics_too_complex) name a line too.
    return t.has(`errors.${entry.code}`) ? t(`errors.${entry.code}`, { line: Number(line?.[1] ?? 1) }) : entry.message || t("errors.failed");
  };

  const reset = () => {
    setText(null);
    setPreview(null);
    setChosen(new Set());
    if (fileRef.current) fileRef.current.value = "";
  };

  const onFile = (file: File | undefined) => {
    setError(null);
    setPreview(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError(t("errors.ics_too_large"));
      return;
    }
    start(async () => {
      const content = await file.text();
      const r = await callAction(() => previewImportAction(content));
      if (!r.ok) {
        if (!shownByShell(r)) setError(errorOf(r.error[0]));
        return;
      }
      setText(content);
      setPreview(r.data);
      setChosen(new Set(r.data.events.filter((e) => !e.duplicate).map((e) => e.uid)));
    });
  };

  const commit = () => {
    if (!text || !preview) return;
    if (categoryId === "") {
      setError(t("errors.chooseCategory"));
      return;
    }
    setError(null);
    start(async () => {
      const r = await callAction(() => commitImportAction({ ics: text, category_id: categoryId, uids: [...chosen] }));
      if (!r.ok) {
        if (!shownByShell(r)) setError(errorOf(r.error[0]));
        return;
      }
      toast.success(t("imported", { count: r.data.imported }) + (r.data.skipped ? ` ${t("skippedDuplicates", { count: r.data.skipped })}` : ""));
      reset();
      router.refresh();
    });
  };

  const count = preview ? preview.events.filter((e) => !e.duplicate && chosen.has(e.uid)).length : 0;
  const duplicates = preview ? preview.events.filter((e) => e.duplicate).length : 0;

  return (
    <div className="space-y-3 border-t border-slate-200 pt-5">
      <h3 className="font-medium text-slate-900">{t("heading")}</h3>
      <p className="text-sm text-slate-600">{t("help")}</p>
      <Field id="calendar-import-file" label={t("file")}>
        {(control) => (
          <input
            ref={fileRef}
            {...control}
            type="file"
            accept=".ics,text/calendar"
            onChange={(e) => onFile(e.target.files?.[0])}
            disabled={pending}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-slate-50"
          />
        )}
      </Field>
      {pending && !preview ? (
        <p className="text-sm text-slate-600" role="status">
          {t("reading")}
        </p>
      ) : null}
      {error ? (
        <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" role="alert" data-testid="import-error">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700" role="status">
            {t("summary", { total: preview.events.length, duplicates, skipped: preview.errors.length })}
          </p>
          {preview.events.length > 0 ? (
            <ImportPreviewTable
              events={preview.events}
              chosen={chosen}
              onToggle={(uid, on) =>
                setChosen((s) => {
                  const next = new Set(s);
                  if (on) next.add(uid);
                  else next.delete(uid);
                  return next;
                })
              }
              onToggleAll={(on) => setChosen(on ? new Set(preview.events.filter((e) => !e.duplicate).map((e) => e.uid)) : new Set())}
            />
          ) : null}
          {preview.errors.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-slate-700">{t("skippedTitle", { count: preview.errors.length })}</summary>
              <ul className="mt-2 space-y-1 pl-5 text-slate-600" data-testid="import-skipped">
                {preview.errors.map((e, i) => (
                  <li key={`${e.uid}-${i}`} className="list-disc">
                    {e.title ? (
                      <>
                        <Confidential>{e.title}</Confidential>
                        {" – "}
                      </>
                    ) : null}
                    {t(`skip.${e.code}`)} {e.line > 1 ? <span className="text-xs text-slate-500">({t("line", { line: e.line })})</span> : null}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {preview.events.length > duplicates ? (
            <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
              <CategorySelect id="calendar-import-category" value={categoryId} onChange={setCategoryId} categories={categories} />
              <div className="flex gap-2">
                <Button variant="secondary" onClick={reset} disabled={pending}>
                  {t("cancel")}
                </Button>
                <Button onClick={commit} disabled={pending || count === 0}>
                  {t("importCount", { count })}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="secondary" onClick={reset}>
              {t("cancel")}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
