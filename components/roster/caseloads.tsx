"use client";

import { useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { Dialog } from "@/components/ui/dialog";
import { Form, SelectField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { formatInstantDate } from "@/lib/i18n/format";
import { caseloadHistoryAction, reassignCaseloadAction } from "@/lib/roster/caseload-actions";
import type { TCaseloadHistoryRow, TCaseloadStudentView } from "@/lib/roster/caseload-schemas";

// The district's students on one page of the caseloads list, each with "Reassign" (a dialog to
// choose another counselor of the district) and "History" (a dialog with the student's caseload rows,
// newest first). The server checks everything again; its messages show next to the field.

type TOptionRow = { value: string; label: string };

export function CaseloadStudents({
  leaid,
  sendLeaid,
  rows,
  counselors,
  pager,
  timeZone,
}: {
  leaid: string;
  sendLeaid: boolean;
  rows: TCaseloadStudentView[];
  counselors: TOptionRow[];
  /** The list's page; `query` is the page's address without `page`. */
  pager: { page: number; pages: number; total: number; path: string; query: string };
  timeZone: string;
}) {
  const t = useTranslations("roster.caseloads");
  const locale = useLocale();
  const district = sendLeaid ? { leaid } : {};
  const [moving, setMoving] = useState<TCaseloadStudentView | null>(null);
  const [counselorId, setCounselorId] = useState("");
  const [viewing, setViewing] = useState<{ student: TCaseloadStudentView; rows: TCaseloadHistoryRow[] } | null>(null);
  const move = useAction(null, { namespace: "roster.caseloads", fields: ["counselor_id"], focus: "[data-caseload-reassign-form]", toast: "standard" });
  const history = useAction(null, { namespace: "roster.caseloads", refresh: false });
  // The row's button that opened a dialog takes the focus back when it closes (History is disabled, so
  // loses the focus, while the history loads).
  const opener = useRef<HTMLElement | null>(null);

  const nameOf = (r: TCaseloadStudentView) => r.name ?? t("nameWithheld", { id: r.clientId });
  const day = (iso: string | null) => (iso ? formatInstantDate(iso, locale, timeZone) : t("now"));
  const columns: TColumn<TCaseloadStudentView>[] = [
    { id: "student", header: t("student"), rowHeader: true, cell: (r) => (r.name ? r.name : <span className="text-slate-600 italic">{nameOf(r)}</span>) },
    { id: "school", header: t("school"), hideOnPhone: true, cell: (r) => r.schoolName ?? "" },
    { id: "counselor", header: t("counselor"), cell: (r) => r.counselorName },
    { id: "source", header: t("source"), cell: (r) => t(`sources.${r.source}`) },
    { id: "since", header: t("since"), hideOnPhone: true, className: "whitespace-nowrap tabular-nums", cell: (r) => day(r.since) },
  ];
  const historyColumns: TColumn<TCaseloadHistoryRow>[] = [
    { id: "counselor", header: t("counselor"), rowHeader: true, cell: (h) => h.counselorName },
    { id: "source", header: t("source"), cell: (h) => t(`sources.${h.source}`) },
    { id: "from", header: t("from"), className: "whitespace-nowrap tabular-nums", cell: (h) => day(h.validFrom) },
    { id: "to", header: t("to"), className: "whitespace-nowrap tabular-nums", cell: (h) => day(h.validTo) },
  ];

  function openMove(r: TCaseloadStudentView) {
    move.clearErrors();
    setCounselorId("");
    setMoving(r);
  }

  function save() {
    if (!moving) return;
    const student = moving;
    move.submit(() => reassignCaseloadAction({ ...district, client_id: student.clientId, counselor_id: Number(counselorId) || 0 }), {
      message: t("reassigned", { name: nameOf(student), counselor: counselors.find((c) => c.value === counselorId)?.label ?? "" }),
      then: () => setMoving(null),
    });
  }

  function openHistory(r: TCaseloadStudentView) {
    history.submit(() => caseloadHistoryAction({ ...district, client_id: r.clientId }), { then: (rows) => setViewing({ student: r, rows }) });
  }

  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.clientId}
        caption={t("listTitle")}
        empty={t("empty")}
        rowProps={(r) => ({ "data-student": r.clientId })}
        pager={{ page: pager.page, pages: pager.pages, total: pager.total, always: true, href: (p) => `${pager.path}?${pager.query ? `${pager.query}&` : ""}page=${p}` }}
        actions={{
          header: t("actions"),
          cell: (r) => (
            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                disabled={move.pending}
                aria-label={t("reassignOf", { name: nameOf(r) })}
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  openMove(r);
                }}
              >
                {t("reassign")}
              </Button>
              <Button
                variant="secondary"
                disabled={history.pending}
                aria-label={t("historyOf", { name: nameOf(r) })}
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  openHistory(r);
                }}
              >
                {t("history")}
              </Button>
            </div>
          ),
        }}
      />
      <Dialog
        open={moving !== null}
        onOpenChange={(open) => (open ? null : setMoving(null))}
        title={moving ? t("reassignTitle", { name: nameOf(moving) }) : ""}
        description={moving ? t("reassignHint", { counselor: moving.counselorName }) : undefined}
        closeLabel={t("close")}
        returnFocus={opener}
      >
        {moving ? (
          <Form data-caseload-reassign-form className="space-y-4" onSubmit={save}>
            <SelectField
              id="caseload-counselor"
              label={t("newCounselor")}
              requiredMark
              required
              placeholder={t("choose")}
              options={counselors.filter((c) => c.value !== String(moving.counselorId))}
              value={counselorId}
              onChange={(e) => setCounselorId(e.target.value)}
              error={move.error("counselor_id")}
            />
            <div className="flex gap-3">
              <Button type="submit" disabled={move.pending}>
                {t("reassignSave")}
              </Button>
              <Button variant="secondary" onClick={() => setMoving(null)}>
                {t("cancel")}
              </Button>
            </div>
          </Form>
        ) : null}
      </Dialog>
      <Dialog
        open={viewing !== null}
        onOpenChange={(open) => (open ? null : setViewing(null))}
        title={viewing ? t("historyTitle", { name: nameOf(viewing.student) }) : ""}
        size="wide"
        closeLabel={t("close")}
        returnFocus={opener}
      >
        {viewing ? <DataTable columns={historyColumns} rows={viewing.rows} rowKey={(h) => h.id} caption={t("historyTitle", { name: nameOf(viewing.student) })} empty={t("historyEmpty")} /> : null}
      </Dialog>
    </>
  );
}
