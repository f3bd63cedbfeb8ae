"use client";

import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { Field, Form, TextField } from "@/components/ui/form";

// The roster import island: choose a zip (and the district when the user may import for several),
// preview (a dry run), then import; a progress bar follows the import while the upload is under way.

type TKindCounts = { created: number; updated: number; deleted: number; unchanged: number };
type TResult = {
  committed: boolean;
  dryRun: boolean;
  mode: "bulk" | "delta";
  counts: Record<"schools" | "sessions" | "staff" | "students" | "groups" | "members", TKindCounts> & { invited: number; unassigned: number; skipped: number };
  errors: { file: string; row: number; column: string; reason: string }[];
};
const KINDS = ["schools", "sessions", "staff", "students", "groups", "members"] as const;

function runId(): string {
  return crypto.randomUUID();
}

export function RosterImport({ askDistrict, district }: { askDistrict: boolean; district: string }) {
  const t = useTranslations("roster");
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [leaid, setLeaid] = useState(district);
  const [busy, setBusy] = useState<null | "preview" | "import">(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ file?: string; district?: string }>({});

  async function send(dryRun: boolean) {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFieldError({ file: t("noFile") });
      fileRef.current?.focus();
      return;
    }
    setFieldError({});
    setMessage(null);
    setBusy(dryRun ? "preview" : "import");
    const run = runId();
    const body = new FormData();
    body.set("file", file);
    body.set("dry_run", dryRun ? "1" : "0");
    body.set("run", run);
    if (askDistrict) body.set("district", leaid);
    setProgress({ done: 0, total: 7 });
    let polling = true;
    const poll = async () => {
      while (polling) {
        const res = await fetch(`/api/v1/roster/oneroster/status?run=${run}`).catch(() => null);
        const json = res?.ok ? ((await res.json()) as { data: { done: number; total: number } }) : null;
        if (json && polling) setProgress({ done: json.data.done, total: json.data.total });
        await new Promise((r) => setTimeout(r, 500));
      }
    };
    void poll();
    try {
      const res = await fetch("/api/v1/roster/oneroster", { method: "POST", body });
      const json = (await res.json().catch(() => null)) as { data?: TResult; error?: { message: string; field?: string }[] } | null;
      if (json?.data && "counts" in json.data) {
        setResult(json.data);
        setMessage(json.data.errors.length ? t("refused") : json.data.committed ? t("done") : null);
      } else {
        const first = json?.error?.[0];
        if (first?.field === "district") setFieldError({ district: first.message });
        else if (first?.field === "file") setFieldError({ file: first.message });
        else setMessage(t("failed", { message: first?.message ?? res.statusText }));
        setResult(null);
      }
    } finally {
      polling = false;
      setProgress(null);
      setBusy(null);
    }
  }

  type TKindRow = { kind: (typeof KINDS)[number] };
  const countColumns: TColumn<TKindRow>[] = [
    { id: "kind", header: t("kind"), cell: (r) => t(`kinds.${r.kind}`) },
    ...(["created", "updated", "deleted", "unchanged"] as const).map((c) => ({
      id: c,
      header: t(c),
      align: "end" as const,
      className: "tabular-nums",
      cell: (r: TKindRow) => result?.counts[r.kind][c] ?? 0,
    })),
  ];
  const errorColumns: TColumn<TResult["errors"][number]>[] = [
    { id: "file", header: t("errorFile"), className: "font-mono", cell: (e) => e.file },
    { id: "row", header: t("errorRow"), align: "end", className: "tabular-nums", cell: (e) => e.row },
    { id: "column", header: t("errorColumn"), className: "font-mono", cell: (e) => e.column },
    { id: "reason", header: t("errorReason"), cell: (e) => e.reason },
  ];

  return (
    <div className="space-y-6">
      <Form onSubmit={() => void send(true)} className="space-y-4" aria-busy={busy !== null}>
        <Field id={fileId} label={t("file")} hint={t("fileHint")} error={fieldError.file}>
          {(control) => <input ref={fileRef} type="file" name="file" accept=".zip,application/zip" {...control} />}
        </Field>
        {askDistrict ? (
          <TextField
            id="roster-district"
            label={t("district")}
            hint={t("districtHint")}
            error={fieldError.district}
            value={leaid}
            onChange={(e) => setLeaid(e.target.value)}
            inputMode="numeric"
            maxLength={7}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary" disabled={busy !== null}>
            {busy === "preview" ? t("checking") : t("preview")}
          </Button>
          <Button type="button" disabled={busy !== null || !result || !result.dryRun || result.errors.length > 0} onClick={() => void send(false)}>
            {busy === "import" ? t("importing") : t("import")}
          </Button>
        </div>
        {progress ? (
          <div>
            <label htmlFor="roster-progress" className="block text-sm text-slate-700">
              {t("progress")}
            </label>
            <progress id="roster-progress" className="w-full" max={progress.total} value={progress.done} />
          </div>
        ) : null}
      </Form>
      <div role="status" aria-live="polite">
        {message ? <p className={result?.errors.length ? "text-red-700" : "text-green-800"}>{message}</p> : null}
      </div>
      {result && result.errors.length === 0 ? (
        <section aria-labelledby="roster-preview" className="space-y-2">
          <h2 id="roster-preview" className="text-lg font-semibold">
            {t("previewTitle")}
          </h2>
          {result.dryRun ? <p className="text-sm text-slate-700">{t("previewNote")}</p> : null}
          <p className="text-sm text-slate-700">{t("mode", { mode: result.mode })}</p>
          <DataTable columns={countColumns} rows={KINDS.map((kind) => ({ kind }))} rowKey={(r) => r.kind} caption={t("previewTitle")} empty="" rowProps={(r) => ({ "data-kind": r.kind })} />
          <ul className="text-sm text-slate-700">
            <li>{t("invited", { n: result.counts.invited })}</li>
            <li>{t("unassigned", { n: result.counts.unassigned })}</li>
            <li>{t("skipped", { n: result.counts.skipped })}</li>
          </ul>
        </section>
      ) : null}
      {result && result.errors.length > 0 ? (
        <section aria-labelledby="roster-errors" className="space-y-2">
          <h2 id="roster-errors" className="text-lg font-semibold text-red-800">
            {t("errorsTitle")}
          </h2>
          <DataTable columns={errorColumns} rows={result.errors} rowKey={(e) => `${e.file}:${e.row}:${e.column}:${e.reason}`} caption={t("errorsTitle")} empty="" />
        </section>
      ) : null}
    </div>
  );
}
