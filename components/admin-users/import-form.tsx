"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import { TableScroll } from "@/components/ui/table-scroll";
import { useAction } from "@/components/ui/use-action";
import { importUsersAction, previewUserImportAction } from "@/lib/admin-users/actions";
import type { TImportPreview } from "@/lib/admin-users/import-users";
import { TableHead } from "@/components/ui/table-head";

const MAX_BYTES = 2_000_000;

/** /app/usersNew: pick or paste a CSV, preview it (rows and per-line errors), then import all or nothing. */
export function ImportUsersForm() {
  const t = useTranslations("adminUsers.import");
  const [csv, setCsv] = useState("");
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  // A refusal says the server's words in a toast; the page's data stays as it is.
  const { pending, submit } = useAction(null, { fields: () => null, text: (e) => e.message, refresh: false });
  const errorText = (e: { code: string; message: string }) => (t.has(`errors.${e.code}`) ? t(`errors.${e.code}`) : e.message);

  // The preview shows the rows and their errors; a committed import empties the form and goes to the new users.
  const run = (commit: boolean) =>
    submit(() => (commit ? importUsersAction({ csv }) : previewUserImportAction({ csv })), {
      message: (data) => (commit && data.committed ? t("imported", { count: data.rows.length }) : undefined),
      then: (data) => {
        const done = commit && data.committed;
        if (done) setCsv("");
        setPreview(done ? null : data);
      },
      href: (data) => (commit && data.committed ? "/app/usersNotActive" : ""),
    });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <div className="space-y-1">
        <label htmlFor="import-file" className="block text-sm font-medium text-slate-700">
          {t("file")}
        </label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          className="block text-sm"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            if (file.size > MAX_BYTES) {
              toast.error(t("tooBig"));
              return;
            }
            setCsv(await file.text());
            setPreview(null);
          }}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="import-csv" className="block text-sm font-medium text-slate-700">
          {t("paste")}
        </label>
        <textarea id="import-csv" rows={8} value={csv} onChange={(e) => (setCsv(e.target.value), setPreview(null))} aria-describedby="import-csv-hint" className={`${inputClass} font-mono text-xs`} />
        <p id="import-csv-hint" className="text-xs text-slate-500">
          {t("columns")}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={pending || !csv.trim()} onClick={() => run(false)}>
          {t("preview")}
        </Button>
        <Button disabled={pending || !preview || preview.errors.length > 0 || preview.rows.length === 0} onClick={() => run(true)}>
          {t("import")}
        </Button>
      </div>
      {preview ? (
        <section aria-live="polite" className="space-y-3">
          {preview.errors.length > 0 ? (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm">
              <p className="font-medium text-red-800">{t("hasErrors", { count: preview.errors.length })}</p>
              <ul className="list-disc pl-5">
                {preview.errors.map((e, i) => (
                  <li key={i}>{t("errorLine", { line: e.line, field: e.field, message: errorText(e) })}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm">{t("ready", { count: preview.rows.length })}</p>
          )}
          {preview.ignored_columns.length > 0 ? <p className="text-xs text-slate-600">{t("ignored", { columns: preview.ignored_columns.join(", ") })}</p> : null}
          {preview.rows.length > 0 ? (
            <TableScroll>
              <table className="min-w-full text-left text-sm">
                <caption className="sr-only">{t("caption")}</caption>
                <TableHead className="bg-slate-50 text-slate-700" columns={[t("line"), t("name"), t("email"), t("username"), t("expires")]} />
                <tbody className="divide-y divide-slate-100">
                  {preview.rows.slice(0, 200).map((r) => (
                    <tr key={r.line}>
                      <td className="px-3 py-2">{r.line}</td>
                      <th scope="row" className="px-3 py-2 font-medium">{`${r.first_name} ${r.last_name}`}</th>
                      <td className="break-all px-3 py-2">{r.email}</td>
                      <td className="px-3 py-2">{r.username}</td>
                      <td className="px-3 py-2">{r.expires}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
