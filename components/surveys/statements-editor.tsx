"use client";

import { useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass, MaxLengthInput } from "@/components/ui/form";
import { MAX_STATEMENTS, STATEMENT_MAX } from "@/lib/surveys/rules";

export type TStatementItem = { key: string; id?: number; text: string };

type TProps = {
  items: TStatementItem[];
  onChange: (items: TStatementItem[]) => void;
  /** A server error for the statements (shown under the legend). */
  error?: string | null;
};

let counter = 0;
export const newStatementKey = () => `new-${++counter}-${Date.now().toString(36)}`;

/** The survey's ordered statements: add, edit in place (save or cancel), move up or down, remove. */
export function StatementsEditor({ items, onChange, error }: TProps) {
  const t = useTranslations("surveys.statements");
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ key: string; text: string } | null>(null);
  const full = items.length >= MAX_STATEMENTS;

  function add() {
    const text = draft.trim();
    if (!text) {
      setDraftError(t("blank"));
      document.getElementById("statement-new")?.focus();
      return;
    }
    if (full) return;
    onChange([...items, { key: newStatementKey(), text }]);
    setDraft("");
    setDraftError(null);
    document.getElementById("statement-new")?.focus();
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    [next[index], next[to]] = [next[to], next[index]];
    onChange(next);
  }

  function saveEdit() {
    if (!editing) return;
    const text = editing.text.trim();
    if (!text) return;
    onChange(items.map((i) => (i.key === editing.key ? { ...i, text } : i)));
    setEditing(null);
  }

  const onEditKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      saveEdit();
    } else if (e.key === "Escape") {
      e.preventDefault();
      setEditing(null);
    }
  };

  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 bg-white p-4" aria-describedby="statements-count">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("legend")}</legend>
      <p id="statements-count" className="text-xs text-slate-500">
        {t("count", { count: items.length, max: MAX_STATEMENTS })}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <ol className="space-y-2" data-testid="statements">
          {items.map((item, index) => {
            const n = index + 1;
            const isEditing = editing?.key === item.key;
            return (
              <li key={item.key} className="flex flex-wrap items-start gap-2 rounded-md border border-slate-200 p-3" data-testid="statement">
                <span className="mt-2 w-6 shrink-0 text-sm font-semibold text-slate-500" aria-hidden="true">
                  {n}.
                </span>
                {isEditing ? (
                  <div className="min-w-0 flex-1 space-y-2">
                    <label htmlFor={`statement-edit-${item.key}`} className="sr-only">
                      {t("number", { n })}
                    </label>
                    <MaxLengthInput
                      id={`statement-edit-${item.key}`}
                      className={inputClass}
                      value={editing.text}
                      maxLength={STATEMENT_MAX}
                      autoFocus
                      onKeyDown={onEditKey}
                      onChange={(e) => setEditing({ key: item.key, text: e.target.value })}
                    />
                    <div className="flex gap-2">
                      <Button variant="primary" onClick={saveEdit} disabled={!editing.text.trim()}>
                        {t("done")}
                      </Button>
                      <Button variant="secondary" onClick={() => setEditing(null)}>
                        {t("cancel")}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <p className="mt-2 min-w-0 flex-1 break-words text-sm text-slate-900">
                    <span className="sr-only">{t("number", { n })}: </span>
                    {item.text}
                  </p>
                )}
                {isEditing ? null : (
                  <div className="flex shrink-0 flex-wrap gap-1">
                    <Button variant="ghost" className="px-2 py-1" onClick={() => setEditing({ key: item.key, text: item.text })}>
                      {t("edit")}
                      <span className="sr-only"> {t("number", { n })}</span>
                    </Button>
                    <Button variant="ghost" className="px-2 py-1" onClick={() => move(index, -1)} disabled={index === 0}>
                      <span aria-hidden="true">↑</span>
                      <span className="sr-only md:not-sr-only">{t("up")}</span>
                      <span className="sr-only"> {t("number", { n })}</span>
                    </Button>
                    <Button variant="ghost" className="px-2 py-1" onClick={() => move(index, 1)} disabled={index === items.length - 1}>
                      <span aria-hidden="true">↓</span>
                      <span className="sr-only md:not-sr-only">{t("down")}</span>
                      <span className="sr-only"> {t("number", { n })}</span>
                    </Button>
                    <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => onChange(items.filter((i) => i.key !== item.key))}>
                      {t("remove")}
                      <span className="sr-only"> {t("number", { n })}</span>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className="space-y-1">
        <label htmlFor="statement-new" className="block text-sm font-medium text-slate-700">
          {t("new")}
        </label>
        <div className="flex flex-wrap items-start gap-2">
          <MaxLengthInput
            id="statement-new"
            wrapperClassName="min-w-0 flex-1"
            className={inputClass}
            value={draft}
            maxLength={STATEMENT_MAX}
            disabled={full}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError ? "statement-new-error" : full ? "statement-new-full" : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              if (draftError) setDraftError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="secondary" onClick={add} disabled={full} data-testid="statement-add">
            {t("add")}
          </Button>
        </div>
        {draftError ? (
          <p id="statement-new-error" className="text-xs text-red-700">
            {draftError}
          </p>
        ) : null}
        {full ? (
          <p id="statement-new-full" className="text-xs text-slate-600">
            {t("full", { max: MAX_STATEMENTS })}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
