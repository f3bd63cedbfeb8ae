"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import { successToast } from "@/components/ui/success-toast";
import type { TErrorEntry } from "@/lib/http/errors";
import { saveOldGoalAction } from "@/lib/old-goal/actions";
import { DIRECTIVE1_TARGET, OLD_GOAL_FIELDS, OLD_GOAL_TOTAL_MAX, oldGoalDirectives, oldGoalTotal, type TOldGoalField } from "@/lib/old-goal/rules";
import type { TOldGoalJson } from "@/lib/old-goal/schemas";

const asNumber = (s: string) => (/^\d{1,3}$/.test(s.trim()) ? Number(s.trim()) : 0);

/**
 * The old goal form (/app/goal/edit-old): the planned share of time in each 3rd-edition group; directive1
 * (cc + isp + rs + is) and directive2 (ppss) are shown as they are typed and computed again by the server.
 * It has no list: saved, 'Saved.' shows for 0.8 s and the form stays. A manager reads it (readOnly).
 */
export function OldGoalForm({ initial, readOnly }: { initial: TOldGoalJson; readOnly: boolean }) {
  const t = useTranslations("oldGoal");
  const router = useRouter();
  const [v, setV] = useState<Record<TOldGoalField, string>>(() => Object.fromEntries(OLD_GOAL_FIELDS.map((f) => [f, String(initial[f])])) as Record<TOldGoalField, string>);
  const [errors, setErrors] = useState<TErrorEntry[]>([]);
  const [pending, startTransition] = useTransition();
  const numbers = Object.fromEntries(OLD_GOAL_FIELDS.map((f) => [f, asNumber(v[f])])) as Record<TOldGoalField, number>;
  const { directive1, directive2 } = oldGoalDirectives(numbers);
  const total = oldGoalTotal(numbers);
  const errorOf = (f: string) => {
    const e = errors.find((x) => x.field === f);
    if (!e) return null;
    if (e.code === "invalid_ppss" && total > OLD_GOAL_TOTAL_MAX) return t("errors.total");
    return t("errors.percent");
  };

  function submit() {
    const bad = OLD_GOAL_FIELDS.filter((f) => (v[f].trim() !== "" && !/^\d{1,3}$/.test(v[f].trim())) || asNumber(v[f]) > 100);
    if (bad.length) return setErrors(bad.map((f) => ({ code: `invalid_${f}`, field: f, message: "" })));
    if (total > OLD_GOAL_TOTAL_MAX) return setErrors([{ code: "invalid_ppss", field: "ppss", message: "" }]);
    setErrors([]);
    startTransition(async () => {
      const result = watchUnauthorized(await saveOldGoalAction(numbers));
      if (!result.ok) return setErrors(result.error);
      successToast(t("saved"));
      router.refresh();
    });
  }

  return (
    <form
      noValidate
      className="max-w-3xl space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset className="space-y-4 rounded-md border border-slate-200 bg-white p-4" disabled={readOnly}>
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("legend", { year: initial.schoolYearLabel })}</legend>
        {OLD_GOAL_FIELDS.map((f) => (
          <div key={f} className="grid items-start gap-2 sm:grid-cols-[1fr_8rem]">
            <div>
              <label htmlFor={`og-${f}`} className="block text-sm font-medium text-slate-800">
                {t(`fields.${f}`)}
              </label>
              <p id={`og-${f}-hint`} className="text-xs text-slate-600">
                {t(`hints.${f}`)}
              </p>
            </div>
            <div>
              <div className="flex items-center gap-1">
                <input
                  id={`og-${f}`}
                  inputMode="numeric"
                  className={inputClass}
                  value={v[f]}
                  onChange={(e) => setV((x) => ({ ...x, [f]: e.target.value }))}
                  aria-describedby={`og-${f}-hint${errorOf(f) ? ` og-${f}-error` : ""}`}
                  aria-invalid={errorOf(f) ? true : undefined}
                  data-testid={`old-goal-${f}`}
                />
                <span aria-hidden="true">%</span>
              </div>
              {errorOf(f) ? (
                <p id={`og-${f}-error`} className="text-sm text-red-700">
                  {errorOf(f)}
                </p>
              ) : null}
            </div>
          </div>
        ))}
      </fieldset>
      <section className="grid gap-3 sm:grid-cols-3" aria-label={t("computed")} aria-live="polite">
        <div className="rounded-md border border-slate-200 bg-white p-3">
          <p className="text-sm text-slate-600">{t("directive1")}</p>
          <p className="text-2xl font-semibold" data-testid="old-goal-directive1">
            {directive1}%
          </p>
          <p className={`text-xs ${directive1 >= DIRECTIVE1_TARGET ? "text-emerald-700" : "text-amber-800"}`}>
            {directive1 >= DIRECTIVE1_TARGET ? t("meetsTarget", { target: DIRECTIVE1_TARGET }) : t("belowTarget", { target: DIRECTIVE1_TARGET })}
          </p>
        </div>
        <div className="rounded-md border border-slate-200 bg-white p-3">
          <p className="text-sm text-slate-600">{t("directive2")}</p>
          <p className="text-2xl font-semibold" data-testid="old-goal-directive2">
            {directive2}%
          </p>
        </div>
        <div className="rounded-md border border-slate-200 bg-white p-3">
          <p className="text-sm text-slate-600">{t("total")}</p>
          <p className={`text-2xl font-semibold ${total > OLD_GOAL_TOTAL_MAX ? "text-red-700" : ""}`} data-testid="old-goal-total">
            {total}%
          </p>
        </div>
      </section>
      {!readOnly ? (
        <Button type="submit" disabled={pending} aria-busy={pending} data-testid="old-goal-save">
          {t("save")}
        </Button>
      ) : null}
    </form>
  );
}
