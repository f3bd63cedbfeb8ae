"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { namePrincipalAction, removePrincipalAction, resendPrincipalAction } from "@/lib/principal-contacts/actions";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/form";

// The principal report page's "Principal on file" section: the principals of the reader's schools
// with their status (waiting for confirmation, until when; confirmed), a button to send the
// confirmation again and one to remove (after a confirming dialog), and a dialog to name the
// principal of a school the reader is an active member of. The words come translated from the page.

export type TContactRow = { id: number; name: string; email: string; schoolName: string; status: "pending" | "confirmed"; addedBy: string; until: string | null; expired: boolean; mayResend: boolean };

export type TContactLabels = Record<
  | "title"
  | "intro"
  | "none"
  | "listLabel"
  | "school"
  | "name"
  | "email"
  | "add"
  | "addTitle"
  | "addHint"
  | "send"
  | "added"
  | "pending"
  | "pendingExpired"
  | "confirmed"
  | "addedBy"
  | "resend"
  | "resent"
  | "remove"
  | "removeTitle"
  | "removeText"
  | "removeConfirm"
  | "removed"
  | "noSchool"
  | "cancel"
  | "close",
  string
>;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export function PrincipalContacts({ rows, schools, labels }: { rows: TContactRow[]; schools: { ncessch: string; name: string }[]; labels: TContactLabels }) {
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TContactRow | null>(null);
  const [form, setForm] = useState({ ncessch: schools[0]?.ncessch ?? "", name: "", email: "" });
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function name(e: React.FormEvent) {
    e.preventDefault();
    start(async () => {
      const r = await namePrincipalAction(form);
      if (!r.ok) return setErrors(r.error.map((x) => x.message));
      setErrors([]);
      setAdding(false);
      setForm((f) => ({ ...f, name: "", email: "" }));
      setStatus(fill(labels.added, { email: r.data.email }));
      router.refresh();
    });
  }
  function resend(row: TContactRow) {
    start(async () => {
      const r = await resendPrincipalAction(row.id);
      if (!r.ok) return setRowError(r.error.map((x) => x.message).join(" "));
      setRowError(null);
      setStatus(fill(labels.resent, { email: row.email }));
      router.refresh();
    });
  }
  function remove() {
    const row = removing;
    if (!row) return;
    start(async () => {
      const r = await removePrincipalAction(row.id);
      setRemoving(null);
      if (!r.ok) return setRowError(r.error.map((x) => x.message).join(" "));
      setRowError(null);
      setStatus(fill(labels.removed, { name: row.name }));
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="principal-contacts" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" data-print="hide">
      <h2 id="principal-contacts" className="text-lg font-semibold">
        {labels.title}
      </h2>
      <p className="text-sm text-slate-700">{labels.intro}</p>
      <p role="status" className="text-sm text-green-800" data-testid="principal-contacts-status">
        {status}
      </p>
      {rowError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          {rowError}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm">{labels.none}</p>
      ) : (
        <ul aria-label={labels.listLabel} className="divide-y divide-slate-100">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">
                  {r.name} <span className="font-normal text-slate-600">({r.email})</span>
                </p>
                <p className="text-slate-600 break-words">{[r.schoolName, r.addedBy ? fill(labels.addedBy, { name: r.addedBy }) : ""].filter(Boolean).join(" · ")}</p>
                <p className={r.status === "confirmed" ? "text-green-800" : "text-amber-800"}>
                  {r.status === "confirmed" ? labels.confirmed : r.expired ? labels.pendingExpired : fill(labels.pending, { date: r.until ?? "" })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {r.status === "pending" && r.mayResend ? (
                  <Button variant="secondary" disabled={pending} onClick={() => resend(r)}>
                    {fill(labels.resend, { name: r.name })}
                  </Button>
                ) : null}
                <Button variant="secondary" disabled={pending} onClick={() => setRemoving(r)}>
                  {fill(labels.remove, { name: r.name })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {schools.length > 0 ? (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {labels.add}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{labels.noSchool}</p>
      )}
      <Dialog open={adding} onOpenChange={setAdding} title={labels.addTitle} description={labels.addHint} closeLabel={labels.close}>
        <form onSubmit={name} className="space-y-3">
          {schools.length > 1 ? (
            <SelectField
              id="principal-contact-school"
              label={labels.school}
              value={form.ncessch}
              onChange={(e) => setForm({ ...form, ncessch: e.target.value })}
              options={schools.map((s) => ({ value: s.ncessch, label: s.name }))}
            />
          ) : null}
          <TextField id="principal-contact-name" label={labels.name} required maxLength={120} autoComplete="off" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <TextField
            id="principal-contact-email"
            label={labels.email}
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
          />
          {errors.length > 0 ? (
            <ul role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900">
              {errors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" type="button" onClick={() => setAdding(false)}>
              {labels.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {labels.send}
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={removing !== null}
        onOpenChange={(o) => (o ? null : setRemoving(null))}
        title={labels.removeTitle}
        description={removing ? fill(labels.removeText, { name: removing.name, email: removing.email }) : ""}
        closeLabel={labels.close}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {labels.cancel}
          </Button>
          <Button variant="danger" disabled={pending} onClick={remove}>
            {labels.removeConfirm}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
