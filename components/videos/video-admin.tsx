"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CheckboxField, Field, Form, TextField } from "@/components/ui/form";
import { ConfirmDelete } from "@/components/help-docs/confirm-delete";
import { useAction } from "@/components/ui/use-action";
import { Button } from "@/components/ui/button";
import { FormButtons } from "@/components/ui/form-buttons";
import { Dialog } from "@/components/ui/dialog";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { deleteVideoAction, saveVideoAction } from "@/lib/videos/actions";
import { CAPTION_ACCEPT, CAPTION_LANGS, CAPTION_MAX_BYTES, captionUrl, REQUIRED_CAPTION_LANG, type TCaptionLang, type TCaptionsHidden } from "@/lib/videos/captions-rules";
import { videoSource } from "@/lib/videos/rules";
import { VIDEO_PAGE_MAX, VIDEO_TITLE_MAX, VIDEO_URL_MAX } from "@/lib/videos/schemas";

/**
 * A video on the administration page: hostedCaptions is the standing statement that a hosted video has
 * English captions on its site; hiddenFromReaders the server's captions rule's verdict (null: shown).
 */
export type TAdminVideo = {
  id: number;
  page: string;
  title: string;
  titleIt: string;
  titleDe: string;
  videoUrl: string;
  captions: TCaptionLang[];
  hostedCaptions: boolean;
  hiddenFromReaders: TCaptionsHidden | null;
};
type TDraft = Omit<TAdminVideo, "id" | "captions" | "hiddenFromReaders">;

const FILE_INPUT =
  "block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-slate-50";

/** The server's first error message of a refused call, or null when it succeeded. */
async function refusal(res: Response): Promise<string | null> {
  if (res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  const json = (await res.json().catch(() => ({}))) as { error?: { message?: string }[] };
  return json.error?.[0]?.message ?? String(res.status);
}

/**
 * The captions of a saved uploaded video: one WebVTT file per language, each attached (or replaced)
 * as soon as it is chosen, and removable. Which languages have captions shows at once; without English
 * ones the video is marked hidden from readers (the server does not show it to them).
 */
function CaptionsSection({ video, onChanged }: { video: TAdminVideo; onChanged: () => void }) {
  const t = useTranslations("videos.captions");
  const [langs, setLangs] = useState<TCaptionLang[]>(video.captions);
  const [busy, setBusy] = useState<TCaptionLang | null>(null);
  const [errors, setErrors] = useState<Partial<Record<TCaptionLang, string>>>({});
  const [status, setStatus] = useState("");
  const names: Record<TCaptionLang, string> = { en: t("langs.en"), it: t("langs.it"), de: t("langs.de") };

  const done = (lang: TCaptionLang, message: string | null, has: boolean, said: string) => {
    setErrors((e) => ({ ...e, [lang]: message ?? undefined }));
    if (message) return;
    setLangs((x) => CAPTION_LANGS.filter((l) => (l === lang ? has : x.includes(l))));
    setStatus(said);
    onChanged();
  };
  const upload = async (lang: TCaptionLang, file: File | undefined) => {
    if (!file) return;
    // Checked here too so a large file is not sent at all; the server checks it again.
    if (file.size > CAPTION_MAX_BYTES) return done(lang, t("tooLarge"), false, "");
    setBusy(lang);
    const form = new FormData();
    form.append("file", file);
    try {
      const res = await fetch(captionUrl(video.id, lang), { method: "PUT", body: form, credentials: "same-origin" });
      done(lang, await refusal(res), true, t("attached", { lang: names[lang] }));
    } catch {
      done(lang, t("failed"), false, "");
    } finally {
      setBusy(null);
    }
  };
  const remove = async (lang: TCaptionLang) => {
    setBusy(lang);
    try {
      const res = await fetch(captionUrl(video.id, lang), { method: "DELETE", credentials: "same-origin" });
      done(lang, await refusal(res), false, t("removed", { lang: names[lang] }));
    } catch {
      done(lang, t("failed"), true, "");
    } finally {
      setBusy(null);
    }
  };

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3" data-testid="video-captions">
      <legend className="px-1 text-sm font-medium text-slate-700">{t("legend")}</legend>
      <p className="text-xs text-slate-600">{t("hint")}</p>
      {langs.includes(REQUIRED_CAPTION_LANG) ? null : (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900" data-testid="captions-missing">
          {t("hiddenFile")}
        </p>
      )}
      <ul className="space-y-3">
        {CAPTION_LANGS.map((lang) => (
          <li key={lang} className="space-y-1">
            <p className="text-sm text-slate-800">
              <span className="font-medium capitalize">{names[lang]}</span>: {langs.includes(lang) ? t("present") : t("absent")}
            </p>
            <Field id={`video-captions-${lang}`} label={langs.includes(lang) ? t("replace", { lang: names[lang] }) : t("attach", { lang: names[lang] })} error={errors[lang]}>
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept={CAPTION_ACCEPT}
                  disabled={busy !== null}
                  className={FILE_INPUT}
                  onChange={(e) => {
                    const input = e.currentTarget;
                    void upload(lang, input.files?.[0]).finally(() => {
                      input.value = "";
                    });
                  }}
                />
              )}
            </Field>
            {langs.includes(lang) ? (
              <Button variant="ghost" onClick={() => void remove(lang)} disabled={busy !== null}>
                {t("remove", { lang: names[lang] })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        {busy ? t("sending") : status}
      </p>
    </fieldset>
  );
}

function VideoDialog({ editing, onClose }: { editing: TAdminVideo | null; onClose: () => void }) {
  const t = useTranslations("videos");
  const router = useRouter();
  const { pending, submit, error } = useAction(null, { namespace: "helpDocs", focus: "[data-video-form]" });
  const [v, setV] = useState<TDraft>(
    editing
      ? { page: editing.page, title: editing.title, titleIt: editing.titleIt, titleDe: editing.titleDe, videoUrl: editing.videoUrl, hostedCaptions: editing.hostedCaptions }
      : { page: "/app/", title: "", titleIt: "", titleDe: "", videoUrl: "https://", hostedCaptions: false },
  );
  const set = (c: Partial<TDraft>) => setV((x) => ({ ...x, ...c }));
  const kind = videoSource(v.videoUrl).kind;
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
          // A new address is another video: its captions are stated again.
          onChange={(e) => set({ videoUrl: e.target.value, hostedCaptions: false })}
          error={error("videoUrl")}
        />
        <TextField id="video-title" label={t("fields.titleEn")} value={v.title} maxLength={VIDEO_TITLE_MAX} required onChange={(e) => set({ title: e.target.value })} error={error("title")} />
        <TextField id="video-title-it" label={t("fields.titleIt")} value={v.titleIt} maxLength={VIDEO_TITLE_MAX} onChange={(e) => set({ titleIt: e.target.value })} error={error("titleIt")} />
        <TextField id="video-title-de" label={t("fields.titleDe")} value={v.titleDe} maxLength={VIDEO_TITLE_MAX} onChange={(e) => set({ titleDe: e.target.value })} error={error("titleDe")} />
        {kind !== "file" ? (
          <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-2 text-sm text-slate-700" data-testid="captions-hosted">
            <p>{t("captions.hosted")}</p>
            <CheckboxField
              id="video-hosted-captions"
              label={t("captions.hostedStatement", { host: t(`kinds.${kind}`) })}
              hint={t("captions.hostedStatementHint")}
              checked={v.hostedCaptions}
              onChange={(e) => set({ hostedCaptions: e.target.checked })}
            />
          </div>
        ) : editing && editing.videoUrl === v.videoUrl ? (
          <CaptionsSection video={editing} onChanged={() => router.refresh()} />
        ) : (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900" data-testid="captions-missing">
            {t("captions.afterSave")}
          </p>
        )}
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
    {
      id: "captions",
      header: t("captions.column"),
      cell: (v) => {
        const kind = videoSource(v.videoUrl).kind;
        if (kind !== "file") return v.hostedCaptions ? t("captions.onHost", { host: t(`kinds.${kind}`) }) : t("captions.notStated");
        return v.captions.map((l) => l.toUpperCase()).join(", ") || t("captions.none");
      },
    },
    {
      id: "readers",
      header: t("captions.readersColumn"),
      cell: (v) => {
        const hidden = v.hiddenFromReaders;
        if (!hidden) return t("captions.shown");
        return (
          <span className="font-medium text-amber-900" data-testid="video-hidden">
            {t(hidden === "no-english-captions" ? "captions.hiddenNoEnglish" : "captions.hiddenHosted")}
          </span>
        );
      },
    },
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
