"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import { TableScroll } from "@/components/ui/table-scroll";
import { formatClockTime, formatWeekdayDate } from "@/lib/i18n/format";
import { deletePbisRecordAction } from "@/lib/pbis/actions";
import { usePbisError, usePbisLabel } from "./labels";
import { PbisRecordForm } from "./record-form";
import type { TPbisOptionJson, TPbisRecordJson, TPbisStudent } from "./types";

type TProps = {
  records: TPbisRecordJson[];
  students: TPbisStudent[];
  options: TPbisOptionJson[];
  today: string;
  /** The counselor's own records: record, edit and delete. A manager reads. */
  canWrite: boolean;
  studentId?: number | null;
  emptyText: string;
  /** Hide the student column (one student's page). */
  hideStudent?: boolean;
};

/** The PBIS records as a table, with "Record an incident or recognition", Edit and Delete for the counselor. */
export function PbisRecordsPanel({ records, students, options, today, canWrite, studentId = null, emptyText, hideStudent = false }: TProps) {
  const t = useTranslations("pbis.list");
  const label = usePbisLabel();
  const errorText = usePbisError();
  const locale = useLocale();
  const router = useRouter();
  const [editing, setEditing] = useState<TPbisRecordJson | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<TPbisRecordJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const when = (r: TPbisRecordJson) => formatWeekdayDate(r.date, locale);
  const hour = (hm: string) => formatClockTime(hm, locale);

  const openForm = (r: TPbisRecordJson | null) => {
    setEditing(r);
    setFormKey((k) => k + 1);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    startTransition(async () => {
      const result = watchUnauthorized(await deletePbisRecordAction({ id: deleting.id }));
      if (!result.ok) {
        setError(errorText(result.error[0]));
        return;
      }
      setDeleting(null);
      successToast(t("deleted"));
      router.refresh();
    });
  };

  return (
    <div className="space-y-3">
      {canWrite ? (
        <div>
          <Button onClick={() => openForm(null)} data-testid="pbis-new">
            {t("add")}
          </Button>
        </div>
      ) : (
        <p className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">{t("readOnly")}</p>
      )}
      {records.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{emptyText}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm" data-testid="pbis-table">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t("colWhen")}</th>
                {hideStudent ? null : <th scope="col" className="px-3 py-2 font-medium">{t("colStudent")}</th>}
                <th scope="col" className="px-3 py-2 font-medium">{t("colType")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colBehavior")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colLocation")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colMotivation")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colAction")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colNotes")}</th>
                {canWrite ? (
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">{t("colActions")}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {records.map((r) => (
                <tr key={r.id} data-testid="pbis-row">
                  <td className="whitespace-nowrap px-3 py-2 text-slate-800">
                    {when(r)}
                    <span className="block text-xs text-slate-500">{hour(r.time)}</span>
                  </td>
                  {hideStudent ? null : (
                    <td className="px-3 py-2 font-medium text-slate-900">
                      <Confidential>{r.student_name}</Confidential>
                    </td>
                  )}
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${r.type === "incident" ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-900"}`}>{t(`types.${r.type}`)}</span>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{label("behavior", r.behavior, r.behavior_other)}</td>
                  <td className="px-3 py-2 text-slate-700">{label("location", r.location, r.location_other)}</td>
                  <td className="px-3 py-2 text-slate-700">{label("motivation", r.motivation, r.motivation_other)}</td>
                  <td className="px-3 py-2 text-slate-700">{label("action", r.action, r.action_other)}</td>
                  <td className="max-w-xs px-3 py-2 text-slate-700">{r.notes ? <Confidential>{r.notes}</Confidential> : "—"}</td>
                  {canWrite ? (
                    <td className="whitespace-nowrap px-3 py-2 text-right">
                      <button type="button" className="rounded px-2 py-1 text-brand-700 hover:bg-slate-100" onClick={() => openForm(r)} data-testid="pbis-edit">
                        {t("edit")}
                        <span className="sr-only"> {when(r)}</span>
                      </button>
                      <button
                        type="button"
                        className="rounded px-2 py-1 text-red-700 hover:bg-red-50"
                        onClick={() => {
                          setError(null);
                          setDeleting(r);
                        }}
                        data-testid="pbis-delete"
                      >
                        {t("delete")}
                        <span className="sr-only"> {when(r)}</span>
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {canWrite && formOpen ? (
        <PbisRecordForm key={formKey} open={formOpen} onOpenChange={setFormOpen} record={editing} students={students} options={options} today={today} studentId={studentId} />
      ) : null}
      <Dialog open={deleting !== null} onOpenChange={(o) => (o ? null : setDeleting(null))} title={t("deleteTitle")} closeLabel={t("cancel")}>
        <p className="text-sm text-slate-800">{deleting ? t("deleteConfirm", { date: when(deleting) }) : null}</p>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={confirmDelete} disabled={pending} data-testid="pbis-delete-confirm">
            {t("delete")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
