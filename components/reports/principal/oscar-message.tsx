"use client";

import { useState } from "react";
import { OSCAR_MESSAGE_MAX } from "@/lib/reports/principal/schemas";
import { Button, buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";

type TQuery = { period: string; date?: string; user_id?: number };

// The principal's message of the OSCAR brochure: written here (printed as text), carried into the
// PDF link as one line; the PDF and print buttons.
export type TOscarMessageLabels = Record<"messageLabel" | "messagePlaceholder" | "pdf" | "print", string>;

export function OscarMessage({ query, labels }: { query: TQuery; labels: TOscarMessageLabels }) {
  const t = (k: keyof TOscarMessageLabels) => labels[k];
  const [message, setMessage] = useState("");
  const p = new URLSearchParams({ period: query.period, format: "pdf" });
  if (query.date) p.set("date", query.date);
  if (query.user_id) p.set("user_id", String(query.user_id));
  const oneLine = message.replace(/\s+/g, " ").trim();
  if (oneLine) p.set("message", oneLine);
  return (
    <div className="space-y-2">
      <div data-print="hide" className="space-y-1">
        <label htmlFor="oscar-message" className="block text-sm font-medium text-slate-700">
          {t("messageLabel")}
        </label>
        <MaxLengthTextarea id="oscar-message" rows={5} maxLength={OSCAR_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} placeholder={t("messagePlaceholder")} className={inputClass} />
      </div>
      <p className="hidden whitespace-pre-line print:block">{message.trim() || t("messagePlaceholder")}</p>
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
