"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
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
  return (
    <div className="space-y-4">
      {files.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t("name")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("size")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("uploaded")}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((f) => (
                <tr key={f.id} className="border-b border-slate-100">
                  <td className="break-all py-2 pr-3">
                    <a href={f.downloadUrl} className="font-medium text-brand-700 underline hover:text-brand-800" target={f.mimeType === "application/pdf" ? "_blank" : undefined} rel="noopener" aria-label={t("downloadLabel", { name: f.name })}>
                      {f.name}
                    </a>
                  </td>
                  <td className="whitespace-nowrap py-2 pr-3">{formatBytes(f.size, locale)}</td>
                  <td className="whitespace-nowrap py-2 pr-3">{formatDateTime(f.createdAt, locale, timeZone)}</td>
                  <td className="py-2 text-right">{canEdit ? <RemoveButton file={f} onRemoved={() => router.refresh()} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
