"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, TextField } from "@/components/ui/form";
import { ConfirmDelete } from "@/components/help-docs/confirm-delete";
import { useAction } from "@/components/ui/use-action";
import { Button } from "@/components/ui/button";
import { FormButtons } from "@/components/ui/form-buttons";
import { Dialog } from "@/components/ui/dialog";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { deleteVideoAction, saveVideoAction } from "@/lib/videos/actions";
import { videoSource } from "@/lib/videos/rules";
import { VIDEO_PAGE_MAX, VIDEO_TITLE_MAX, VIDEO_URL_MAX } from "@/lib/videos/schemas";

export type TAdminVideo = { id: number; page: string; title: string; titleIt: string; titleDe: string; videoUrl: string };
type TDraft = Omit<TAdminVideo, "id">;

function VideoDialog({ editing, onClose }: { editing: TAdminVideo | null; onClose: () => void }) {
  const t = useTranslations("videos");
  const { pending, submit, error } = useAction(null, { namespace: "helpDocs", focus: "[data-video-form]" });
  const [v, setV] = useState<TDraft>(
    editing
      ? { page: editing.page, title: editing.title, titleIt: editing.titleIt, titleDe: editing.titleDe, videoUrl: editing.videoUrl }
      : { page: "/app/", title: "", titleIt: "", titleDe: "", videoUrl: "https://" },
  );
  const set = (c: Partial<TDraft>) => setV((x) => ({ ...x, ...c }));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={editing ? t("admin.editTitle") : t("admin.addTitle")} closeLabel={t("admin.cancel")}>
      <Form
        data-video-form
        className="space-y-3"
        onSubmit={() => {
          submit(() => saveVideoAction(v, editing?.id ?? null), { message: t(editing ? "admin.saved" : "admin.created"), then: onClose });
        }}
      >
        <TextField
          id="video-page"
          label={t("fields.page")}
          hint={t("admin.pageHint")}
          value={v.page}
          maxLength={VIDEO_PAGE_MAX}
          required
          onChange={(e) => set({ page: e.target.value })}
          error={error("page")}
        />
        <TextField
          id="video-url"
          label={t("fields.url")}
          hint={t("admin.urlHint")}
          type="url"
          value={v.videoUrl}
          maxLength={VIDEO_URL_MAX}
          required
          onChange={(e) => set({ videoUrl: e.target.value })}
          error={error("videoUrl")}
        />
        <TextField id="video-title" label={t("fields.titleEn")} value={v.title} maxLength={VIDEO_TITLE_MAX} required onChange={(e) => set({ title: e.target.value })} error={error("title")} />
        <TextField id="video-title-it" label={t("fields.titleIt")} value={v.titleIt} maxLength={VIDEO_TITLE_MAX} onChange={(e) => set({ titleIt: e.target.value })} error={error("titleIt")} />
        <TextField id="video-title-de" label={t("fields.titleDe")} value={v.titleDe} maxLength={VIDEO_TITLE_MAX} onChange={(e) => set({ titleDe: e.target.value })} error={error("titleDe")} />
        <FormButtons onCancel={onClose} cancelLabel={t("admin.cancel")} submitLabel={editing ? t("admin.save") : t("admin.add")} pending={pending} />
      </Form>
    </Dialog>
  );
}

/** The video tutorials for the administrator: one per page; add, edit and delete (each audited). */
export function VideoAdmin({ videos }: { videos: TAdminVideo[] }) {
  const t = useTranslations("videos");
  const [dialog, setDialog] = useState<{ editing: TAdminVideo | null; key: number } | null>(null);
  const columns: TColumn<TAdminVideo>[] = [
    { id: "page", header: t("fields.page"), className: "font-mono text-xs", cell: (v) => v.page },
    {
      id: "title",
      header: t("fields.titleEn"),
      cell: (v) => (
        <a href={v.videoUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
          {v.title}
        </a>
      ),
    },
    { id: "kind", header: t("fields.kind"), cell: (v) => t(`kinds.${videoSource(v.videoUrl).kind}`) },
    { id: "translations", header: t("fields.translations"), cell: (v) => [v.titleIt ? "IT" : "", v.titleDe ? "DE" : ""].filter(Boolean).join(", ") || "—" },
  ];
  return (
    <div className="space-y-4">
      <Button onClick={() => setDialog({ editing: null, key: Date.now() })}>{t("admin.add")}</Button>
      <DataTable
        columns={columns}
        rows={videos}
        rowKey={(v) => v.id}
        caption={t("admin.title")}
        empty={t("empty")}
        className="w-full"
        actions={{
          header: t("admin.actions"),
          cell: (v) => (
            <span className="whitespace-nowrap">
              <Button variant="ghost" onClick={() => setDialog({ editing: v, key: Date.now() })} aria-label={t("admin.editNamed", { name: v.title })}>
                {t("admin.edit")}
              </Button>
              <ConfirmDelete name={v.title} deleted={t("admin.deleted")} action={() => deleteVideoAction(v.id)} />
            </span>
          ),
        }}
      />
      {dialog ? <VideoDialog key={dialog.key} editing={dialog.editing} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
