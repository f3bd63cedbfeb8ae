"use client";

import { useState, useTransition } from "react";
import { emailPrincipalAction } from "@/lib/reports/principal/actions";
import { REQUEST_MAX, type TPrincipalActionLabels } from "@/lib/reports/principal/schemas";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass, MaxLengthTextarea } from "@/components/ui/form";
import { successToast } from "@/components/ui/success-toast";

type TQuery = { period: string; date?: string; user_id?: number };
/** Who the report may be e-mailed to: the sender themself first, then each confirmed principal (the server checks again). */
export type TRecipient = { email: string; label: string };

function href(base: string, q: TQuery, request: string): string {
  const p = new URLSearchParams({ period: q.period, format: "pdf" });
  if (q.date) p.set("date", q.date);
  if (q.user_id) p.set("user_id", String(q.user_id));
  // A query holds one line: the PDF link carries the request with its line breaks as spaces.
  const oneLine = request.replace(/\s+/g, " ").trim();
  if (oneLine) p.set("request", oneLine);
  return `${base}?${p.toString()}`;
}

// The principal report's one request (editable, printed as text) and its exports: PDF (with the
// edited request), print (one page) and email (a dialog choosing the recipient: the sender, or a
// principal on file who confirmed). The words come translated from the page (reports.principal.*),
// so no namespace is sent to the browser.
export function PrincipalActions({
  query,
  initialRequest,
  labels,
  recipients,
  noPrincipal,
}: {
  query: TQuery;
  initialRequest: string;
  labels: TPrincipalActionLabels;
  recipients: TRecipient[];
  noPrincipal: string | null;
}) {
  const t = (k: keyof TPrincipalActionLabels, v?: { to: string }) => (v ? labels[k].replace("{to}", v.to) : labels[k]);
  const [request, setRequest] = useState(initialRequest);
  const [open, setOpen] = useState(false);
  // The first confirmed principal when there is one, else the sender.
  const [to, setTo] = useState(recipients[1]?.email ?? recipients[0]?.email ?? "");
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, start] = useTransition();
  function send(e: React.FormEvent) {
    e.preventDefault();
    start(async () => {
      const r = await emailPrincipalAction({ to, period: query.period as "semester", date: query.date, user_id: query.user_id, request });
      if (r.ok) {
        setErrors([]);
        setOpen(false);
        successToast(t("emailSent", { to: r.data.to }));
      } else setErrors(r.error.map((x) => x.message));
    });
  }
  return (
    <section aria-labelledby="principal-request" className="space-y-2" data-print="avoid-break">
      <h2 id="principal-request" className="text-lg font-semibold">
        {t("requestTitle")}
      </h2>
      <div data-print="hide" className="space-y-1">
        <label htmlFor="principal-request-text" className="block text-sm font-medium text-slate-700">
          {t("requestLabel")}
        </label>
        <MaxLengthTextarea id="principal-request-text" name="request" rows={3} maxLength={REQUEST_MAX} value={request} onChange={(e) => setRequest(e.target.value)} className={inputClass} />
      </div>
      <p className="hidden rounded-md border border-brand-600 bg-blue-50 p-3 print:block" data-testid="principal-request-print">
        {request}
      </p>
      <div className="flex flex-wrap gap-2 pt-2" data-print="hide">
        <a className={buttonClass("primary")} href={href("/api/v1/report/principal", query, request)} target="_blank" rel="noopener" data-testid="principal-pdf">
          {t("pdf")}
        </a>
        <Button variant="secondary" onClick={() => window.print()}>
          {t("print")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t("email")}
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen} title={t("emailTitle")} description={t("emailHint")} closeLabel={t("close")}>
        <form onSubmit={send} className="space-y-3">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">{t("emailTo")}</legend>
            {recipients.map((r, i) => (
              <label key={r.email} className="flex items-start gap-2 text-sm">
                <input type="radio" name="principal-email-to" value={r.email} checked={to === r.email} onChange={() => setTo(r.email)} className="mt-1" id={`principal-email-to-${i}`} />
                <span>{r.label}</span>
              </label>
            ))}
            {noPrincipal ? <p className="text-sm text-slate-600">{noPrincipal}</p> : null}
          </fieldset>
          {errors.length > 0 ? (
            <ul role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900">
              {errors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {t("emailSend")}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
