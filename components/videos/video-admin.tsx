"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { AdminInput } from "@/components/billing-admin/controls";
import { ConfirmDelete } from "@/components/help-docs/confirm-delete";
import { useHelpAction } from "@/components/help-docs/use-help-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TableScroll } from "@/components/ui/table-scroll";
import { deleteVideoAction, saveVideoAction } from "@/lib/videos/actions";
import { videoSource } from "@/lib/videos/rules";
import { VIDEO_PAGE_MAX, VIDEO_TITLE_MAX, VIDEO_URL_MAX } from "@/lib/videos/schemas";

export type TAdminVideo = { id: number; page: string; title: string; titleIt: string; titleDe: string; videoUrl: string };
type TDraft = Omit<TAdminVideo, "id">;

function VideoDialog({ editing, onClose }: { editing: TAdminVideo | null; onClose: () => void }) {
  const t = useTranslations("videos");
  const { pending, submit, error } = useHelpAction("[data-video-form]");
  const [v, setV] = useState<TDraft>(editing ? { page: editing.page, title: editing.title, titleIt: editing.titleIt, titleDe: editing.titleDe, videoUrl: editing.videoUrl } : { page: "/app/", title: "", titleIt: "", titleDe: "", videoUrl: "https://" });
  const set = (c: Partial<TDraft>) => setV((x) => ({ ...x, ...c }));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={editing ? t("admin.editTitle") : t("admin.addTitle")} closeLabel={t("admin.cancel")}>
      <form
        data-video-form
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit(() => saveVideoAction(v, editing?.id ?? null), { message: t(editing ? "admin.saved" : "admin.created"), then: onClose });
        }}
      >
        <AdminInput id="video-page" label={t("fields.page")} hint={t("admin.pageHint")} value={v.page} maxLength={VIDEO_PAGE_MAX} required onChange={(e) => set({ page: e.target.value })} error={error("page")} />
        <AdminInput id="video-url" label={t("fields.url")} hint={t("admin.urlHint")} type="url" value={v.videoUrl} maxLength={VIDEO_URL_MAX} required onChange={(e) => set({ videoUrl: e.target.value })} error={error("videoUrl")} />
        <AdminInput id="video-title" label={t("fields.titleEn")} value={v.title} maxLength={VIDEO_TITLE_MAX} required onChange={(e) => set({ title: e.target.value })} error={error("title")} />
        <AdminInput id="video-title-it" label={t("fields.titleIt")} value={v.titleIt} maxLength={VIDEO_TITLE_MAX} onChange={(e) => set({ titleIt: e.target.value })} error={error("titleIt")} />
        <AdminInput id="video-title-de" label={t("fields.titleDe")} value={v.titleDe} maxLength={VIDEO_TITLE_MAX} onChange={(e) => set({ titleDe: e.target.value })} error={error("titleDe")} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("admin.cancel")}
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {editing ? t("admin.save") : t("admin.add")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The video tutorials for the administrator: one per page; add, edit and delete (each audited). */
export function VideoAdmin({ videos }: { videos: TAdminVideo[] }) {
  const t = useTranslations("videos");
  const [dialog, setDialog] = useState<{ editing: TAdminVideo | null; key: number } | null>(null);
  return (
    <div className="space-y-4">
      <Button onClick={() => setDialog({ editing: null, key: Date.now() })}>{t("admin.add")}</Button>
      {videos.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("admin.title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("fields.page")}</th>
                <th scope="col" className="px-3 py-2">{t("fields.titleEn")}</th>
                <th scope="col" className="px-3 py-2">{t("fields.kind")}</th>
                <th scope="col" className="px-3 py-2">{t("fields.translations")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t("admin.actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {videos.map((v) => (
                <tr key={v.id} className="border-t border-slate-200">
                  <td className="px-3 py-2 font-mono text-xs">{v.page}</td>
                  <td className="px-3 py-2">
                    <a href={v.videoUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                      {v.title}
                    </a>
                  </td>
                  <td className="px-3 py-2">{t(`kinds.${videoSource(v.videoUrl).kind}`)}</td>
                  <td className="px-3 py-2">{[v.titleIt ? "IT" : "", v.titleDe ? "DE" : ""].filter(Boolean).join(", ") || "—"}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    <Button variant="ghost" onClick={() => setDialog({ editing: v, key: Date.now() })} aria-label={t("admin.editNamed", { name: v.title })}>
                      {t("admin.edit")}
                    </Button>
                    <ConfirmDelete name={v.title} deleted={t("admin.deleted")} action={() => deleteVideoAction(v.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {dialog ? <VideoDialog key={dialog.key} editing={dialog.editing} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
