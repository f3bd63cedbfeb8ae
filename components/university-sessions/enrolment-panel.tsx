"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { TextField } from "@/components/ui/form";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import { DataTable } from "@/components/ui/data-table";
import { enrolAction, enrolCandidatesAction, unenrolAction } from "@/lib/university/sessions-actions";
import { useActionErrorText } from "@/components/ui/use-action";

export type TPerson = { userId: number; role: number; firstName: string; lastName: string; email: string };

const fullName = (p: TPerson) => `${p.firstName} ${p.lastName}`.trim();

/**
 * The people of a session: who is enrolled (faculty and graduate students, each removable after a
 * confirmation) and a search of the course university's graduate students and faculty to enrol.
 */
export function EnrolmentPanel({ sessionId, people }: { sessionId: number; people: TPerson[] }) {
  const t = useTranslations("universitySessions.enrol");
  const router = useRouter();
  const text = useActionErrorText("universitySessions");
  const [q, setQ] = useState("");
  const [results, setResults] = useState<TPerson[] | null>(null);
  const [removing, setRemoving] = useState<TPerson | null>(null);
  const [pending, startTransition] = useTransition();
  const role = (r: number) => t(r === 22 ? "faculty" : "student");

  const search = () =>
    startTransition(async () => {
      const res = watchUnauthorized(await enrolCandidatesAction(sessionId, q));
      if (res.ok) setResults(res.data);
      else toast.error(text(res.error[0]));
    });

  const add = (p: TPerson) =>
    startTransition(async () => {
      const res = watchUnauthorized(await enrolAction(sessionId, p.userId));
      if (!res.ok) {
        toast.error(text(res.error[0]));
        return;
      }
      successToast(t("enrolled", { name: fullName(p) }));
      setResults((list) => list?.filter((x) => x.userId !== p.userId) ?? null);
      router.refresh();
    });

  const remove = (p: TPerson) =>
    startTransition(async () => {
      const res = watchUnauthorized(await unenrolAction(sessionId, p.userId));
      setRemoving(null);
      if (!res.ok) {
        toast.error(text(res.error[0]));
        return;
      }
      successToast(t("removed", { name: fullName(p) }));
      router.refresh();
    });

  return (
    <section aria-labelledby="enrol-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="enrol-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <DataTable
        columns={[
          { id: "name", header: t("name"), cell: (p) => fullName(p) },
          { id: "email", header: t("email"), cell: (p) => p.email },
          { id: "role", header: t("role"), cell: (p) => role(p.role) },
        ]}
        rows={people}
        rowKey={(p) => p.userId}
        caption={t("title")}
        empty={<span className="text-slate-700">{t("empty")}</span>}
        className="w-full"
        actions={{
          header: t("actions"),
          cell: (p) => (
            <Button variant="ghost" onClick={() => setRemoving(p)} disabled={pending} aria-label={t("removeNamed", { name: fullName(p) })}>
              {t("remove")}
            </Button>
          ),
        }}
      />
      <form
        role="search"
        aria-label={t("searchTitle")}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <TextField id="enrol-q" label={t("search")} hint={t("searchHint")} value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} className="w-72" />
        <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending}>
          {t("searchButton")}
        </Button>
      </form>
      {results === null ? null : results.length === 0 ? (
        <p className="text-sm text-slate-700" role="status">
          {t("noCandidates")}
        </p>
      ) : (
        <ul aria-label={t("candidates")} className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {results.map((p) => (
            <li key={p.userId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                {fullName(p)} · {p.email} · {role(p.role)}
              </span>
              <Button variant="secondary" onClick={() => add(p)} disabled={pending} aria-label={t("enrolNamed", { name: fullName(p) })}>
                {t("enrol")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t("confirmTitle")}
        description={removing ? t("confirmBody", { name: fullName(removing) }) : undefined}
        closeLabel={t("cancel")}
      >
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" disabled={pending} onClick={() => removing && remove(removing)}>
            {t("confirmRemove")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
