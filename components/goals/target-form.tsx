"use client";

import { useState } from "react";
import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { CheckboxField, Form, RichTextField, SelectField, TextField } from "@/components/ui/form";
import { StandardsPicker, type TStandardOption } from "@/components/ui/standards-picker";
import { useAction } from "@/components/ui/use-action";
import { saveTargetAction } from "@/lib/goals/actions";
import { TARGET_FLAGS, type TGoalForm, type TTargetFlag } from "@/lib/goals/rules";
import { TARGET_NAME_MAX, type TTargetJson } from "@/lib/goals/schemas";

// The new-target form (/app/goals/new) and the goal edit form (/app/goals/edit/{id}): the target
// statement, its data priority and group, the data kinds and domains, sharing, at most two
// standards (a third opens the 'Save Goal' popup with the form's own text) and the
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
  const { pending, run, error } = useAction(saveTargetAction, {
    namespace: "goals.form",
    focus: "[data-testid='target-form']",
    successMessage: form === "new" ? t("created") : t("saved"),
    href: "/app/goals",
  });
  const [name, setName] = useState(initial?.name ?? "");
  const [dataAnalysisId, setDataAnalysisId] = useState<string>(initial?.dataAnalysis_id ? String(initial.dataAnalysis_id) : "");
  const [clientId, setClientId] = useState<string>(initial?.client_id ? String(initial.client_id) : "");
  const [relevant, setRelevant] = useState(initial?.relevant ?? false);
  const [share, setShare] = useState(initial?.share ?? false);
  const [flags, setFlags] = useState<Record<TTargetFlag, boolean>>(() => Object.fromEntries(TARGET_FLAGS.map((f) => [f, initial?.[f] ?? false])) as Record<TTargetFlag, boolean>);
  const [description, setDescription] = useState(initial?.description ?? "");
  const [mindsets, setMindsets] = useState<number[]>(initial?.mindsets ?? []);

  const submit = () => run({ name, dataAnalysis_id: dataAnalysisId || null, client_id: clientId || null, relevant, share, ...flags, description, mindsets }, initial?.id);

  const checkbox = (id: string, checked: boolean, onChange: (v: boolean) => void, label: string, hint?: string) => (
    <CheckboxField key={id} id={id} label={label} hint={hint} checked={checked} onChange={(e) => onChange(e.target.checked)} />
  );

  return (
    <Form onSubmit={submit} className="space-y-6" aria-busy={pending} data-testid="target-form">
      <TextField id="target-name" label={t("statement")} maxLength={TARGET_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} required error={error("name")} />

      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          id="target-data-analysis"
          label={t("dataAnalysis")}
          value={dataAnalysisId}
          onChange={(e) => setDataAnalysisId(e.target.value)}
          placeholder={t("noDataAnalysis")}
          options={priorities.map((p) => ({ value: String(p.id), label: p.label }))}
          hint={t.rich("dataAnalysisHint", {
            link: (chunks) => (
              <Link href="/app/targetDefinition" className="underline">
                {chunks}
              </Link>
            ),
          })}
          error={error("dataAnalysis_id")}
        />
        <SelectField
          id="target-group"
          label={t("group")}
          value={clientId}
          onChange={(e) => setClientId(e.target.value)}
          placeholder={t("noGroup")}
          options={groups.map((g) => ({ value: String(g.id), label: t("groupOption", { name: g.name, count: g.count }) }))}
          error={error("client_id")}
        />
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
        error={error("mindsets") ?? null}
        idPrefix="target-standard"
      />

      <RichTextField id="target-description" label={t("description")} value={description} onChange={setDescription} error={error("description") ?? null} />

      {checkbox("target-share", share, setShare, t("share"), t("shareHint"))}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending} data-testid="target-save">
          {pending ? t("saving") : t("save")}
        </Button>
        <Link href="/app/goals" className={buttonClass("secondary")}>
          {t("cancel")}
        </Link>
      </div>
    </Form>
  );
}
