"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";
import { MaxLengthInput } from "./max-length";
import { describedBy, FieldMessages } from "./field";

// The one rich-text field (a toolbar of bold, italic and link; 100 px high). Tiptap edits; the server keeps only what lib/http/rich-text.ts allows (p, br, strong,
// em, a[href]), so what is pasted here is cleaned again there. Keyboard: Tab reaches the toolbar's
// buttons and the text; Ctrl/Cmd+B and Ctrl/Cmd+I format; the link button opens a labelled field.

type TProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
};

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

const toolButton = (active: boolean) =>
  `rounded px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 ${active ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`;

export function RichTextField({ id, label, value, onChange, hint, error, disabled }: TProps) {
  const t = useTranslations("richText");
  const labelId = `${id}-label`;
  const described = describedBy(id, hint, error);
  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        bulletList: false,
        orderedList: false,
        listItem: false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto"],
        isAllowedUri: (url) => SAFE_URL.test(url),
        HTMLAttributes: { rel: "noopener noreferrer", target: "_blank" },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(described ? { "aria-describedby": described } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        class: "prose-sm min-h-[100px] max-h-64 overflow-y-auto px-3 py-2 text-sm text-slate-900 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_p]:my-1",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ bold: e?.isActive("bold") ?? false, italic: e?.isActive("italic") ?? false, link: e?.isActive("link") ?? false }),
  });

  // A value replaced from outside (a reset, a reload) is shown; the editor's own typing is not echoed back.
  const last = useRef(value);
  useEffect(() => {
    if (!editor || value === last.current) return;
    last.current = value;
    if (value !== (editor.isEmpty ? "" : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState(false);
  const urlId = useId();

  function openLink() {
    setUrl((editor?.getAttributes("link").href as string | undefined) ?? "");
    setUrlError(false);
    setLinkOpen(true);
  }
  function applyLink() {
    const href = url.trim();
    if (!SAFE_URL.test(href)) {
      setUrlError(true);
      return;
    }
    editor?.chain().focus().extendMarkRange("link").setLink({ href }).run();
    setLinkOpen(false);
  }
  function removeLink() {
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
    setLinkOpen(false);
  }

  return (
    <div className="space-y-1">
      <span id={labelId} className="block text-sm font-medium text-slate-700" onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div
        className={`rounded-md border bg-white shadow-sm focus-within:ring-2 ${error ? "border-red-500 focus-within:ring-red-600/30" : "border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-600/30"}`}
      >
        <div role="toolbar" aria-label={t("toolbar", { field: label })} className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
          {(["bold", "italic"] as const).map((mark) => (
            <button
              key={mark}
              type="button"
              className={toolButton(state?.[mark] ?? false)}
              aria-pressed={state?.[mark] ?? false}
              disabled={disabled || !editor}
              onClick={() => (mark === "bold" ? editor?.chain().focus().toggleBold().run() : editor?.chain().focus().toggleItalic().run())}
            >
              {mark === "bold" ? <strong aria-hidden="true">B</strong> : <em aria-hidden="true">I</em>}
              <span className="sr-only">{t(mark)}</span>
            </button>
          ))}
          <button type="button" className={toolButton(state?.link ?? false)} aria-pressed={state?.link ?? false} aria-expanded={linkOpen} disabled={disabled || !editor} onClick={openLink}>
            {t("link")}
          </button>
        </div>
        {linkOpen ? (
          <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
            <div className="min-w-48 flex-1">
              <label htmlFor={urlId} className="block text-xs font-medium text-slate-700">
                {t("linkUrl")}
              </label>
              <MaxLengthInput
                id={urlId}
                type="url"
                autoFocus
                value={url}
                placeholder="https://"
                maxLength={2000}
                onChange={(e) => setUrl(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    // Enter applies the link instead of submitting the form around the field.
                    e.preventDefault();
                    applyLink();
                  }
                  if (e.key === "Escape") setLinkOpen(false);
                }}
                aria-invalid={urlError || undefined}
                aria-describedby={urlError ? `${urlId}-error` : undefined}
                className="block w-full rounded border border-slate-300 px-2 py-1 text-sm"
              />
              {urlError ? (
                <p id={`${urlId}-error`} className="text-xs text-red-700">
                  {t("invalidUrl")}
                </p>
              ) : null}
            </div>
            <button type="button" className={toolButton(false)} onClick={() => applyLink()}>
              {t("applyLink")}
            </button>
            {state?.link ? (
              <button type="button" className={toolButton(false)} onClick={removeLink}>
                {t("removeLink")}
              </button>
            ) : null}
            <button type="button" className={toolButton(false)} onClick={() => setLinkOpen(false)}>
              {t("cancel")}
            </button>
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
