"use client";

import { useState, useTransition, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button, buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { RichTextField } from "@/components/ui/rich-text-field";
import { StandardsPicker, type TStandardOption } from "@/components/ui/standards-picker";
import { successToast } from "@/components/ui/success-toast";
import { useErrorText } from "@/components/ui/use-error-text";
import { saveTargetAction } from "@/lib/goals/actions";
import { TARGET_FLAGS, type TGoalForm, type TTargetFlag } from "@/lib/goals/rules";
import { TARGET_NAME_MAX, type TTargetJson } from "@/lib/goals/schemas";

// The new-target form (/app/goals/new) and the goal edit form (/app/goals/edit/{id}): the target
// statement, its data priority and group, the data kinds and domains, sharing, at most two
// standards (a third opens the 'Save Goal' popup with the form's own text, spec 3 §5) and the
// description. Saved, it shows the success toast and goes back to the list.

type TProps = {
  form: TGoalForm;
  initial: TTargetJson | null;
  standards: TStandardOption[];
  standardsLabel: string;
  priorities: { id: number; label: string }[];
  groups: { id: number; name: string; count: number }[];
};

const DATA_FLAGS: TTargetFlag[] = ["achievement", "attendance", "behavior"];
const DOMAIN_FLAGS: TTargetFlag[] = ["academic", "social", "career"];

export function TargetForm({ form, initial, standards, standardsLabel, priorities, groups }: TProps) {
  const t = useTranslations("goals.form");
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, startTransition] = useTransition();
  const [name, setName] = useState(initial?.name ?? "");
  const [dataAnalysisId, setDataAnalysisId] = useState<string>(initial?.dataAnalysis_id ? String(initial.dataAnalysis_id) : "");
  const [clientId, setClientId] = useState<string>(initial?.client_id ? String(initial.client_id) : "");
  const [relevant, setRelevant] = useState(initial?.relevant ?? false);
  const [share, setShare] = useState(initial?.share ?? false);
  const [flags, setFlags] = useState<Record<TTargetFlag, boolean>>(() => Object.fromEntries(TARGET_FLAGS.map((f) => [f, initial?.[f] ?? false])) as Record<TTargetFlag, boolean>);
  const [description, setDescription] = useState(initial?.description ?? "");
  const [mindsets, setMindsets] = useState<number[]>(initial?.mindsets ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    startTransition(async () => {
      const body = { name, dataAnalysis_id: dataAnalysisId || null, client_id: clientId || null, relevant, share, ...flags, description, mindsets };
      const result = await callAction(() => saveTargetAction(body, initial?.id));
      if (result.ok) {
        successToast(form === "new" ? t("created") : t("saved"));
        router.push("/app/goals");
        router.refresh();
        return;
      }
      const byField: Record<string, string> = {};
      for (const e of result.error) if (e.field && !byField[e.field]) byField[e.field] = e.message;
      setErrors(byField);
      if (Object.keys(byField).length === 0 && !shownByShell(result)) toast.error(errorText(result.error[0], t("failed")));
    });
  }

  const checkbox = (id: string, checked: boolean, onChange: (v: boolean) => void, label: string, hint?: string) => (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-1 h-4 w-4 rounded border-slate-300" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <div>
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );

  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`target-${field}-error`} role="alert" className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} className="space-y-6" aria-busy={pending} noValidate data-testid="target-form">
      <div className="space-y-1">
        <label htmlFor="target-name" className="block text-sm font-medium text-slate-700">
          {t("statement")}
        </label>
        <MaxLengthInput
          id="target-name"
          maxLength={TARGET_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
          required
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? "target-name-error" : undefined}
        />
        {fieldError("name")}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="target-data-analysis" className="block text-sm font-medium text-slate-700">
            {t("dataAnalysis")}
          </label>
          <select id="target-data-analysis" className={inputClass} value={dataAnalysisId} onChange={(e) => setDataAnalysisId(e.target.value)} aria-describedby="target-data-analysis-hint">
            <option value="">{t("noDataAnalysis")}</option>
            {priorities.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          <p id="target-data-analysis-hint" className="text-xs text-slate-500">
            {t.rich("dataAnalysisHint", { link: (chunks) => <Link href="/app/targetDefinition" className="underline">{chunks}</Link> })}
          </p>
          {fieldError("dataAnalysis_id")}
        </div>
        <div className="space-y-1">
          <label htmlFor="target-group" className="block text-sm font-medium text-slate-700">
            {t("group")}
          </label>
          <select id="target-group" className={inputClass} value={clientId} onChange={(e) => setClientId(e.target.value)}>
            <option value="">{t("noGroup")}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {t("groupOption", { name: g.name, count: g.count })}
              </option>
            ))}
          </select>
          {fieldError("client_id")}
        </div>
      </div>

      {checkbox("target-relevant", relevant, setRelevant, t("relevant"), t("relevantHint"))}

      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="space-y-2 rounded-md border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("dataKinds")}</legend>
          {DATA_FLAGS.map((f) => checkbox(`target-${f}`, flags[f], (v) => setFlags((s) => ({ ...s, [f]: v })), t(`flags.${f}`)))}
        </fieldset>
        <fieldset className="space-y-2 rounded-md border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("domains")}</legend>
          {DOMAIN_FLAGS.map((f) => checkbox(`target-${f}`, flags[f], (v) => setFlags((s) => ({ ...s, [f]: v })), t(`flags.${f}`)))}
        </fieldset>
      </div>

      <StandardsPicker
        standards={standards}
        selected={mindsets}
        onChange={setMindsets}
        label={standardsLabel}
        alertTitle={t("limitTitle")}
        alertText={form === "new" ? t("limitNew") : t("limitEdit")}
        error={errors.mindsets ?? null}
        idPrefix="target-standard"
      />

      <RichTextField id="target-description" label={t("description")} value={description} onChange={setDescription} error={errors.description ?? null} />

      {checkbox("target-share", share, setShare, t("share"), t("shareHint"))}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending} data-testid="target-save">
          {pending ? t("saving") : t("save")}
        </Button>
        <Link href="/app/goals" className={buttonClass("secondary")}>
          {t("cancel")}
        </Link>
      </div>
    </form>
  );
}
