"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-delete-button";
import { Dialog } from "@/components/ui/dialog";
import { DataTable, RowActions, type TColumn } from "@/components/ui/data-table";
import { deleteLiveTrainingAction } from "@/lib/content/actions";
import { LiveTrainingForm, type TLiveTrainingFormValue } from "./live-training-form";

export type TLiveTrainingRowView = TLiveTrainingFormValue & { id: number; when: string; upcoming: boolean; clicks: number; attendees: number };

/** The scheduled sessions with their join links and attendance; New, Edit and Delete (confirmed). */
export function LiveTrainingTable({ rows, newValue }: { rows: TLiveTrainingRowView[]; newValue: TLiveTrainingFormValue }) {
  const t = useTranslations("content.training");
  const [editing, setEditing] = useState<TLiveTrainingFormValue | null>(null);
  const [deleting, setDeleting] = useState<TLiveTrainingRowView | null>(null);
  const columns: TColumn<TLiveTrainingRowView>[] = [
    {
      id: "when",
      header: t("colWhen"),
      className: "whitespace-nowrap",
      cell: (r) => (
        <>
          {r.when}
          <span className={`ml-2 rounded px-2 py-0.5 text-xs ${r.upcoming ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}>{t(r.upcoming ? "upcoming" : "past")}</span>
        </>
      ),
    },
    {
      id: "title",
      header: t("fieldTitle"),
      rowHeader: true,
      cell: (r) => (
        <>
          {r.title}
          {r.description ? <p className="mt-1 whitespace-pre-wrap text-xs font-normal text-slate-600">{r.description}</p> : null}
        </>
      ),
    },
    {
      id: "joinUrl",
      header: t("fieldJoinUrl"),
      className: "max-w-64 truncate",
      cell: (r) => (
        <a href={r.joinUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
          {r.joinUrl}
        </a>
      ),
    },
    { id: "clicks", header: t("colClicks"), align: "end", className: "tabular-nums", cell: (r) => r.clicks },
    { id: "attendees", header: t("colAttendees"), align: "end", className: "tabular-nums", cell: (r) => r.attendees },
  ];

  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing(newValue)}>{t("new")}</Button>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        caption={t("caption")}
        empty={t("empty")}
        actions={{
          header: t("actions"),
          cell: (r) => (
            <RowActions
              actions={[
                { label: t("edit"), name: t("editLabel", { title: r.title }), onClick: () => setEditing(r) },
                { label: t("delete"), name: t("deleteLabel", { title: r.title }), onClick: () => setDeleting(r), danger: true },
              ]}
            />
          ),
        }}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing?.id ? t("editTitle") : t("newTitle")} closeLabel={t("close")}>
        {editing ? <LiveTrainingForm key={editing.id ?? "new"} value={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        action={() => deleteLiveTrainingAction({ id: deleting?.id ?? 0 })}
        title={t("deleteTitle")}
        closeLabel={t("close")}
        cancelLabel={t("cancel")}
        confirmLabel={t("delete")}
        success={t("deleted")}
        namespace="content"
      >
        {deleting ? <p className="text-sm">{t("deleteConfirm", { title: deleting.title, when: deleting.when })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
