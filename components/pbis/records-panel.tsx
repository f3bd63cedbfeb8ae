"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, rowDeleteClass } from "@/components/ui/confirm-delete-button";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { formatClockTime, formatWeekdayDate } from "@/lib/i18n/format";
import { deletePbisRecordAction } from "@/lib/pbis/actions";
import { usePbisLabel } from "./labels";
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
  const locale = useLocale();
  const [editing, setEditing] = useState<TPbisRecordJson | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<TPbisRecordJson | null>(null);
  const when = (r: TPbisRecordJson) => formatWeekdayDate(r.date, locale);
  const hour = (hm: string) => formatClockTime(hm, locale);

  const openForm = (r: TPbisRecordJson | null) => {
    setEditing(r);
    setFormKey((k) => k + 1);
    setFormOpen(true);
  };

  const columns: TColumn<TPbisRecordJson>[] = [
    {
      id: "when",
      header: t("colWhen"),
      className: "whitespace-nowrap text-slate-800",
      cell: (r) => (
        <>
          {when(r)}
          <span className="block text-xs text-slate-500">{hour(r.time)}</span>
        </>
      ),
    },
    ...(hideStudent ? [] : [{ id: "student", header: t("colStudent"), className: "font-medium text-slate-900", cell: (r: TPbisRecordJson) => <Confidential>{r.student_name}</Confidential> }]),
    {
      id: "type",
      header: t("colType"),
      cell: (r) => (
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${r.type === "incident" ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-900"}`}>{t(`types.${r.type}`)}</span>
      ),
    },
    { id: "behavior", header: t("colBehavior"), className: "text-slate-700", cell: (r) => label("behavior", r.behavior, r.behavior_other) },
    { id: "location", header: t("colLocation"), className: "text-slate-700", cell: (r) => label("location", r.location, r.location_other) },
    { id: "motivation", header: t("colMotivation"), className: "text-slate-700", cell: (r) => label("motivation", r.motivation, r.motivation_other) },
    { id: "action", header: t("colAction"), className: "text-slate-700", cell: (r) => label("action", r.action, r.action_other) },
    { id: "notes", header: t("colNotes"), className: "max-w-xs text-slate-700", cell: (r) => (r.notes ? <Confidential>{r.notes}</Confidential> : "—") },
  ];

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
      <DataTable
        columns={columns}
        rows={records}
        rowKey={(r) => r.id}
        caption={t("caption")}
        empty={<span className="text-slate-600">{emptyText}</span>}
        className="w-full"
        tableProps={{ "data-testid": "pbis-table" }}
        rowProps={() => ({ "data-testid": "pbis-row" })}
        actions={
          canWrite
            ? {
                header: t("colActions"),
                cell: (r) => (
                  <span className="whitespace-nowrap">
                    <button type="button" className="rounded px-2 py-1 text-brand-700 hover:bg-slate-100" onClick={() => openForm(r)} data-testid="pbis-edit">
                      {t("edit")}
                      <span className="sr-only"> {when(r)}</span>
                    </button>
                    <button type="button" className={rowDeleteClass} onClick={() => setDeleting(r)} data-testid="pbis-delete">
                      {t("delete")}
                      <span className="sr-only"> {when(r)}</span>
                    </button>
                  </span>
                ),
              }
            : undefined
        }
      />
      {canWrite && formOpen ? (
        <PbisRecordForm key={formKey} open={formOpen} onOpenChange={setFormOpen} record={editing} students={students} options={options} today={today} studentId={studentId} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? null : setDeleting(null))}
        action={() => deletePbisRecordAction({ id: deleting?.id ?? 0 })}
        title={t("deleteTitle")}
        closeLabel={t("cancel")}
        confirmLabel={t("delete")}
        confirmTestId="pbis-delete-confirm"
        success={t("deleted")}
        namespace="pbis.form"
      >
        <p className="text-sm text-slate-800">{deleting ? t("deleteConfirm", { date: when(deleting) }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}
