"use client";

import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { TEditScope } from "@/lib/calendar/rules";

export type TScopeQuestion = { kind: "change" | "delete"; allowThis: boolean };

type TProps = {
  question: TScopeQuestion | null;
  /** The chosen scope, or null when the person cancels (the change is undone). */
  onAnswer: (scope: TEditScope | null) => void;
};

const SCOPES: TEditScope[] = ["this", "following", "all"];

/** Which occurrences of a recurring event a change or a delete applies to: this / this and following / all. */
export function ScopeDialog({ question, onAnswer }: TProps) {
  const t = useTranslations("calendar.scope");
  const tc = useTranslations("calendar");
  const id = useId();
  const [scope, setScope] = useState<TEditScope>("this");

  useEffect(() => {
    if (question) setScope(question.allowThis ? "this" : "following");
  }, [question]);

  const kind = question?.kind ?? "change";
  return (
    <Dialog open={question !== null} onOpenChange={(open) => (open ? null : onAnswer(null))} title={t(`${kind}.title`)} closeLabel={tc("close")}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onAnswer(scope);
        }}
      >
        <fieldset className="space-y-2">
          <legend className="sr-only">{t(`${kind}.title`)}</legend>
          {SCOPES.map((s) => {
            const disabled = s === "this" && !question?.allowThis;
            return (
              <label key={s} className={`flex items-center gap-2 text-sm ${disabled ? "text-slate-400" : "text-slate-800"}`}>
                <input type="radio" name={`${id}-scope`} value={s} checked={scope === s} disabled={disabled} onChange={() => setScope(s)} className="h-4 w-4" />
                {t(`options.${s}`)}
              </label>
            );
          })}
          {question && !question.allowThis ? <p className="text-xs text-slate-500">{t("repeatChanged")}</p> : null}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onAnswer(null)}>
            {tc("cancel")}
          </Button>
          <Button type="submit" variant={kind === "delete" ? "danger" : "primary"}>
            {t(`${kind}.confirm`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
