"use client";

import Link from "@/components/ui/app-link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { ChunkedUploader } from "@/components/upload/chunked-uploader";
import { Button } from "@/components/ui/button";
import { successToast } from "@/components/ui/success-toast";
import { DataTable } from "@/components/ui/data-table";
import type { TNcesPreview, TNcesResult } from "@/lib/institutions/nces-import";
import { importNcesSliceAction, previewNcesAction } from "@/lib/institutions/nces-actions";
import { useActionErrorText } from "@/components/ui/use-action";

type TState =
  | { step: "upload" }
  | { step: "preview"; uploadId: string; preview: TNcesPreview }
  | { step: "importing"; uploadId: string; preview: TNcesPreview; done: number }
  | { step: "done"; preview: TNcesPreview; result: TNcesResult };

/**
 * The NCES import: upload a school or district directory file (the chunked uploader), see the
 * preview counts and the rejected rows, import with a progress bar, read the result.
 */
export function NcesImport() {
  const t = useTranslations("institutions.import");
  const text = useActionErrorText("institutions");
  const [state, setState] = useState<TState>({ step: "upload" });
  const [busy, setBusy] = useState(false);

  async function preview(uploadId: string) {
    setBusy(true);
    const res = watchUnauthorized(await previewNcesAction(uploadId));
    setBusy(false);
    if (!res.ok) return toast.error(text(res.error[0] ?? { code: "server_error", message: "" }));
    setState({ step: "preview", uploadId, preview: res.data });
  }

  async function runImport(uploadId: string, previewData: TNcesPreview) {
    let from = 0;
    let sofar = { inserted: 0, updated: 0 };
    setState({ step: "importing", uploadId, preview: previewData, done: 0 });
    for (;;) {
      const res = watchUnauthorized(await importNcesSliceAction({ uploadId, from, sofar }));
      if (!res.ok) {
        toast.error(text(res.error[0] ?? { code: "server_error", message: "" }));
        setState({ step: "preview", uploadId, preview: previewData });
        return;
      }
      if (res.data.finished && res.data.result) {
        successToast(t("finished"));
        setState({ step: "done", preview: previewData, result: res.data.result });
        return;
      }
      from = res.data.done;
      sofar = { inserted: res.data.inserted, updated: res.data.updated };
      setState({ step: "importing", uploadId, preview: previewData, done: res.data.done });
    }
  }

  const shown = state.step === "upload" ? null : state.preview;
  return (
    <div className="space-y-6">
      {state.step === "upload" ? (
        <section aria-labelledby="nces-upload" className="space-y-2">
          <h2 id="nces-upload" className="text-lg font-semibold">
            {t("uploadTitle")}
          </h2>
          <p className="text-sm text-slate-700">{t("uploadIntro")}</p>
          <ChunkedUploader singleFile accept=".csv,text/csv" allowedHint={t("allowed")} onFileSuccess={(_file, stored) => stored && void preview(stored.id)} />
          {busy ? <p role="status">{t("checking")}</p> : null}
        </section>
      ) : null}

      {shown ? (
        <section aria-labelledby="nces-preview" className="space-y-3">
          <h2 id="nces-preview" className="text-lg font-semibold">
            {t("previewTitle")}
          </h2>
          <dl className="grid max-w-xl grid-cols-2 gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-600">{t("kind")}</dt>
            <dd data-testid="nces-kind">{t(`kinds.${shown.kind}`)}</dd>
            <dt className="text-slate-600">{t("total")}</dt>
            <dd className="tabular-nums">{shown.total}</dd>
            <dt className="text-slate-600">{t("accepted")}</dt>
            <dd className="tabular-nums" data-testid="nces-accepted">
              {shown.accepted}
            </dd>
            <dt className="text-slate-600">{t("rejected")}</dt>
            <dd className="tabular-nums" data-testid="nces-rejected">
              {shown.rejectedCount}
            </dd>
          </dl>
          {state.step === "preview" ? (
            <div className="flex gap-2">
              <Button onClick={() => void runImport(state.uploadId, state.preview)} disabled={state.preview.accepted === 0}>
                {t("importButton", { count: state.preview.accepted })}
              </Button>
              <Button variant="secondary" onClick={() => setState({ step: "upload" })}>
                {t("another")}
              </Button>
            </div>
          ) : null}
          {state.step === "importing" ? (
            <div className="max-w-xl space-y-1">
              <label htmlFor="nces-progress" className="block text-sm font-medium">
                {t("progress", { done: state.done, total: state.preview.accepted })}
              </label>
              <progress id="nces-progress" className="w-full" max={state.preview.accepted} value={state.done} />
            </div>
          ) : null}
          {state.step === "done" ? (
            <div role="status" className="space-y-2">
              <p className="font-medium">{t("result", { inserted: state.result.inserted, updated: state.result.updated })}</p>
              <p className="flex gap-4 text-sm">
                <Link href={state.result.kind === "schools" ? "/app/schools" : "/app/schooldistrict"} className="text-brand-700 underline">
                  {t(state.result.kind === "schools" ? "toSchools" : "toDistricts")}
                </Link>
                <button type="button" className="text-brand-700 underline" onClick={() => setState({ step: "upload" })}>
                  {t("another")}
                </button>
              </p>
            </div>
          ) : null}
          {shown.rejected.length ? (
            <section aria-labelledby="nces-rejected" className="space-y-2">
              <h3 id="nces-rejected" className="font-semibold">
                {t("rejectedTitle")}
              </h3>
              {shown.rejectedCount > shown.rejected.length ? <p className="text-sm">{t("rejectedMore", { shown: shown.rejected.length, count: shown.rejectedCount })}</p> : null}
              <DataTable
                columns={[
                  { id: "line", header: t("line"), className: "tabular-nums", cell: (r) => r.line },
                  { id: "id", header: t("id"), className: "tabular-nums", cell: (r) => r.id },
                  { id: "reason", header: t("reason"), cell: (r) => t(`reasons.${r.reason}`) },
                ]}
                rows={shown.rejected}
                rowKey={(r) => r.line}
                caption={t("rejectedTitle")}
                empty={t("rejectedTitle")}
                className="w-full"
              />
            </section>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
