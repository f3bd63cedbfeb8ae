"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { OSCAR_MESSAGE_MAX } from "@/lib/reports/principal/schemas";
import { saveOscarMessageAction } from "@/lib/reports/principal/actions";
import { Button, buttonClass } from "@/components/ui/button";
import { inputClass, MaxLengthTextarea } from "@/components/ui/form";
import { successToast } from "@/components/ui/success-toast";

type TQuery = { period: string; date?: string; user_id?: number };

// The principal's message of the OSCAR brochure: saved for the school year (the PDF reads it on the
// server, so it never travels in a URL), printed as text; the PDF and print buttons. A manager reading
// a counselor's brochure sees the counselor's message, read-only.
export type TOscarMessageLabels = Record<"messageLabel" | "messagePlaceholder" | "pdf" | "print" | "save" | "saved" | "failed", string>;

export function OscarMessage({ query, labels, initial, editable }: { query: TQuery; labels: TOscarMessageLabels; initial: string; editable: boolean }) {
  const t = (k: keyof TOscarMessageLabels) => labels[k];
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const p = new URLSearchParams({ period: query.period, format: "pdf" });
  if (query.date) p.set("date", query.date);
  if (query.user_id) p.set("user_id", String(query.user_id));

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    startTransition(async () => {
      const result = await callAction(() => saveOscarMessageAction({ message, ...(query.date ? { date: query.date } : {}) }));
      if (result.ok) {
        successToast(t("saved"));
        router.refresh();
        return;
      }
      if (shownByShell(result)) return;
      setError(result.error[0]?.message ?? t("failed"));
      toast.error(t("failed"));
    });
  }

  return (
    <div className="space-y-2">
      {editable ? (
        <form onSubmit={submit} noValidate className="space-y-2" data-print="hide" aria-busy={pending}>
          <label htmlFor="oscar-message" className="block text-sm font-medium text-slate-700">
            {t("messageLabel")}
          </label>
          <MaxLengthTextarea
            id="oscar-message"
            rows={5}
            maxLength={OSCAR_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder={t("messagePlaceholder")}
            className={inputClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "oscar-message-error" : undefined}
          />
          {error ? (
            <p id="oscar-message-error" className="text-sm text-red-700" role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" disabled={pending} data-testid="oscar-message-save">
            {t("save")}
          </Button>
        </form>
      ) : null}
      <p className={`whitespace-pre-line ${editable ? "hidden print:block" : ""}`}>{message.trim() || t("messagePlaceholder")}</p>
      <div className="flex flex-wrap gap-2 pt-1" data-print="hide">
        <a className={buttonClass("primary")} href={`/api/v1/report/principal/oscar?${p.toString()}`} target="_blank" rel="noopener" data-testid="oscar-pdf">
          {t("pdf")}
        </a>
        <Button variant="secondary" onClick={() => window.print()}>
          {t("print")}
        </Button>
      </div>
    </div>
  );
}
