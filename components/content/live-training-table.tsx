"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TableScroll } from "@/components/ui/table-scroll";
import { deleteLiveTrainingAction } from "@/lib/content/actions";
import { LiveTrainingForm, type TLiveTrainingFormValue } from "./live-training-form";
import { useContentAction } from "./use-content-action";

export type TLiveTrainingRowView = TLiveTrainingFormValue & { id: number; when: string; upcoming: boolean; clicks: number; attendees: number };

/** The scheduled sessions with their join links and attendance; New, Edit and Delete (confirmed). */
export function LiveTrainingTable({ rows, newValue }: { rows: TLiveTrainingRowView[]; newValue: TLiveTrainingFormValue }) {
  const t = useTranslations("content.training");
  const [editing, setEditing] = useState<TLiveTrainingFormValue | null>(null);
  const [deleting, setDeleting] = useState<TLiveTrainingRowView | null>(null);
  const { pending, submit } = useContentAction();

  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing(newValue)}>{t("new")}</Button>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("colWhen")}</th>
                <th scope="col" className="px-3 py-2">{t("fieldTitle")}</th>
                <th scope="col" className="px-3 py-2">{t("fieldJoinUrl")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("colClicks")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("colAttendees")}</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id} className="align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    {r.when}
                    <span className={`ml-2 rounded px-2 py-0.5 text-xs ${r.upcoming ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}>{t(r.upcoming ? "upcoming" : "past")}</span>
                  </td>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {r.title}
                    {r.description ? <p className="mt-1 whitespace-pre-wrap text-xs font-normal text-slate-600">{r.description}</p> : null}
                  </th>
                  <td className="max-w-64 truncate px-3 py-2">
                    <a href={r.joinUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                      {r.joinUrl}
                    </a>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.clicks}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.attendees}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    <Button variant="ghost" className="px-2 py-1" onClick={() => setEditing(r)} aria-label={t("editLabel", { title: r.title })}>
                      {t("edit")}
                    </Button>
                    <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => setDeleting(r)} aria-label={t("deleteLabel", { title: r.title })}>
                      {t("delete")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing?.id ? t("editTitle") : t("newTitle")} closeLabel={t("close")}>
        {editing ? <LiveTrainingForm key={editing.id ?? "new"} value={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)} title={t("deleteTitle")} closeLabel={t("close")}>
        {deleting ? (
          <div className="space-y-4">
            <p className="text-sm">{t("deleteConfirm", { title: deleting.title, when: deleting.when })}</p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {t("cancel")}
              </Button>
              <Button
                variant="danger"
                disabled={pending}
                aria-busy={pending}
                onClick={() =>
                  submit(
                    () => deleteLiveTrainingAction({ id: deleting.id }),
                    () => {
                      setDeleting(null);
                      return t("deleted");
                    },
                  )
                }
              >
                {t("delete")}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
