"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { ChunkedUploader } from "@/components/upload/chunked-uploader";
import { formatBytes } from "@/components/upload/format";
import { formatDateTime } from "@/lib/i18n/format";
import { removeLessonFileAction } from "@/lib/lessons/files-actions";
import { isLessonFileType, LESSON_FILE_ACCEPT, LESSON_FILE_MAX_BYTES } from "@/lib/lessons/files-rules";
import type { TLessonFileJson } from "@/lib/lessons/files-schemas";

type TProps = { lessonId: number; files: TLessonFileJson[]; canEdit: boolean; timeZone: string };

/** A lesson's files: the list with download links, and for the owner the chunked uploader and Remove. */
export function LessonFilesIsland({ lessonId, files, canEdit, timeZone }: TProps) {
  const t = useTranslations("lessonFiles");
  const locale = useLocale();
  const router = useRouter();
  const columns: TColumn<TLessonFileJson>[] = [
    {
      id: "name",
      header: t("name"),
      className: "break-all",
      cell: (f) => (
        <a
          href={f.downloadUrl}
          className="font-medium text-brand-700 underline hover:text-brand-800"
          target={f.mimeType === "application/pdf" ? "_blank" : undefined}
          rel="noopener"
          aria-label={t("downloadLabel", { name: f.name })}
        >
          {f.name}
        </a>
      ),
    },
    { id: "size", header: t("size"), className: "whitespace-nowrap", cell: (f) => formatBytes(f.size, locale) },
    { id: "uploaded", header: t("uploaded"), className: "whitespace-nowrap", cell: (f) => formatDateTime(f.createdAt, locale, timeZone) },
  ];
  return (
    <div className="space-y-4">
      <DataTable
        columns={columns}
        rows={files}
        rowKey={(f) => f.id}
        caption={t("caption")}
        empty={<span className="text-slate-600">{t("empty")}</span>}
        framed={false}
        className="w-full"
        actions={{ header: t("actions"), cell: (f) => (canEdit ? <RemoveButton file={f} onRemoved={() => router.refresh()} /> : null) }}
      />
      {canEdit ? (
        <ChunkedUploader
          target={`/api/v1/lesson/upload/files?lesson_id=${lessonId}`}
          maxFileBytes={LESSON_FILE_MAX_BYTES}
          isAllowed={isLessonFileType}
          accept={LESSON_FILE_ACCEPT}
          allowedHint={t("allowed", { max: formatBytes(LESSON_FILE_MAX_BYTES, locale) })}
          onFileSuccess={() => router.refresh()}
        />
      ) : null}
    </div>
  );
}

function RemoveButton({ file, onRemoved }: { file: TLessonFileJson; onRemoved: () => void }) {
  const t = useTranslations("lessonFiles");
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  function confirm() {
    startTransition(async () => {
      const result = watchUnauthorized(await removeLessonFileAction(file.id));
      if (!result.ok) {
        toast.error(result.error[0]?.message || t("removeFailed"));
        return;
      }
      setOpen(false);
      toast.success(t("removed", { name: file.name }));
      onRemoved();
    });
  }
  return (
    <>
      <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => setOpen(true)} aria-label={t("removeLabel", { name: file.name })}>
        {t("remove")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("removeTitle")} description={t("removeBody", { name: file.name })} closeLabel={t("close")}>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("keep")}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={pending} aria-busy={pending}>
            {t("removeConfirm")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
