"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { Form, NumberField, SelectField, TextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { applyCaseloadRulesAction, deleteCaseloadRuleAction, saveCaseloadRuleAction } from "@/lib/roster/caseload-actions";
import { NAME_BOUND_MAX, RULE_SORT_MAX, type TCaseloadRuleView } from "@/lib/roster/caseload-schemas";

// The district's caseload rules: the list in the order they are tried, a form to add or change one,
// and "apply rules now". The server checks everything again; its messages show next to the fields.

type TOptionRow = { value: string; label: string };
type TDraft = { id?: number; counselor_id: string; ncessch: string; grade_from: string; grade_to: string; last_name_from: string; last_name_to: string; sort: string };

const EMPTY: TDraft = { counselor_id: "", ncessch: "", grade_from: "", grade_to: "", last_name_from: "", last_name_to: "", sort: "0" };

function draftOf(r: TCaseloadRuleView): TDraft {
  return {
    id: r.id,
    counselor_id: String(r.counselorId),
    ncessch: r.ncessch ?? "",
    grade_from: r.gradeFrom === null ? "" : String(r.gradeFrom),
    grade_to: r.gradeTo === null ? "" : String(r.gradeTo),
    last_name_from: r.lastNameFrom,
    last_name_to: r.lastNameTo,
    sort: String(r.sort),
  };
}

export function CaseloadRules({
  leaid,
  sendLeaid,
  rules,
  counselors,
  schools,
  grades,
}: {
  leaid: string;
  sendLeaid: boolean;
  rules: TCaseloadRuleView[];
  counselors: TOptionRow[];
  schools: TOptionRow[];
  grades: TOptionRow[];
}) {
  const t = useTranslations("roster.caseloadRules");
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const { error, pending, submit, clearErrors } = useAction(null, { namespace: "roster.caseloadRules", focus: "[data-caseload-rule-form]", toast: "standard" });
  const district = sendLeaid ? { leaid } : {};
  const set = (change: Partial<TDraft>) => setDraft((d) => ({ ...d, ...change }));
  const gradeName = (id: number | null) => grades.find((g) => g.value === String(id))?.label ?? "";

  const range = (from: string, to: string) => (from || to ? `${from || "…"} – ${to || "…"}` : t("any"));
  const columns: TColumn<TCaseloadRuleView>[] = [
    { id: "sort", header: t("sort"), align: "end", className: "tabular-nums", cell: (r) => r.sort },
    { id: "counselor", header: t("counselor"), rowHeader: true, cell: (r) => r.counselorName },
    { id: "school", header: t("school"), cell: (r) => r.schoolName ?? t("anySchool") },
    { id: "grades", header: t("grades"), cell: (r) => range(gradeName(r.gradeFrom), gradeName(r.gradeTo)) },
    { id: "names", header: t("lastNames"), cell: (r) => range(r.lastNameFrom, r.lastNameTo) },
  ];

  function save() {
    submit(
      () =>
        saveCaseloadRuleAction({
          ...district,
          ...(draft.id ? { id: draft.id } : {}),
          counselor_id: Number(draft.counselor_id) || 0,
          ncessch: draft.ncessch || null,
          grade_from: draft.grade_from === "" ? null : Number(draft.grade_from),
          grade_to: draft.grade_to === "" ? null : Number(draft.grade_to),
          last_name_from: draft.last_name_from,
          last_name_to: draft.last_name_to,
          sort: Number(draft.sort),
        }),
      { message: draft.id ? t("updated") : t("added"), then: () => setDraft(EMPTY) },
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="caseload-rules-list" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="caseload-rules-list" className="text-lg font-semibold">
            {t("listTitle")}
          </h2>
          <Button variant="secondary" disabled={pending} onClick={() => submit(() => applyCaseloadRulesAction(district), { message: (r) => t("applied", { moved: r.moved, unchanged: r.unchanged }) })}>
            {t("apply")}
          </Button>
        </div>
        <p className="text-sm text-slate-700">{t("applyHint")}</p>
        <DataTable
          columns={columns}
          rows={rules}
          rowKey={(r) => r.id}
          caption={t("listTitle")}
          empty={t("empty")}
          rowProps={(r) => ({ "data-rule": r.id })}
          actions={{
            header: t("actions"),
            cell: (r) => (
              <div className="flex justify-end gap-2">
                <Button
                  variant="secondary"
                  aria-label={t("editOf", { n: r.sort, name: r.counselorName })}
                  onClick={() => {
                    clearErrors();
                    setDraft(draftOf(r));
                  }}
                >
                  {t("edit")}
                </Button>
                <Button
                  variant="secondary"
                  disabled={pending}
                  aria-label={t("deleteOf", { n: r.sort, name: r.counselorName })}
                  onClick={() => submit(() => deleteCaseloadRuleAction({ ...district, id: r.id }), { message: t("deleted"), then: () => setDraft((d) => (d.id === r.id ? EMPTY : d)) })}
                >
                  {t("delete")}
                </Button>
              </div>
            ),
          }}
        />
      </section>
      <section aria-labelledby="caseload-rule-form" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="caseload-rule-form" className="font-semibold">
          {draft.id ? t("editTitle") : t("addTitle")}
        </h2>
        <Form data-caseload-rule-form className="grid gap-4 sm:grid-cols-2" onSubmit={save}>
          <SelectField
            id="rule-counselor"
            label={t("counselor")}
            requiredMark
            required
            placeholder={t("choose")}
            options={counselors}
            value={draft.counselor_id}
            onChange={(e) => set({ counselor_id: e.target.value })}
            error={error("counselor_id")}
          />
          <SelectField
            id="rule-school"
            label={t("school")}
            placeholder={t("anySchool")}
            options={schools}
            value={draft.ncessch}
            onChange={(e) => set({ ncessch: e.target.value })}
            error={error("ncessch")}
          />
          <SelectField
            id="rule-grade-from"
            label={t("gradeFrom")}
            placeholder={t("any")}
            options={grades}
            value={draft.grade_from}
            onChange={(e) => set({ grade_from: e.target.value })}
            error={error("grade_from")}
          />
          <SelectField
            id="rule-grade-to"
            label={t("gradeTo")}
            placeholder={t("any")}
            options={grades}
            value={draft.grade_to}
            onChange={(e) => set({ grade_to: e.target.value })}
            error={error("grade_to")}
          />
          <TextField
            id="rule-name-from"
            label={t("lastNameFrom")}
            hint={t("lastNameHint")}
            maxLength={NAME_BOUND_MAX}
            value={draft.last_name_from}
            onChange={(e) => set({ last_name_from: e.target.value })}
            error={error("last_name_from")}
          />
          <TextField
            id="rule-name-to"
            label={t("lastNameTo")}
            hint={t("lastNameHint")}
            maxLength={NAME_BOUND_MAX}
            value={draft.last_name_to}
            onChange={(e) => set({ last_name_to: e.target.value })}
            error={error("last_name_to")}
          />
          <NumberField id="rule-sort" label={t("sort")} hint={t("sortHint")} min={0} max={RULE_SORT_MAX} integer value={draft.sort} onValueChange={(v) => set({ sort: v })} error={error("sort")} />
          <div className="flex items-end gap-3 sm:col-span-2">
            <Button type="submit" disabled={pending}>
              {draft.id ? t("saveChange") : t("add")}
            </Button>
            {draft.id ? (
              <Button
                variant="secondary"
                onClick={() => {
                  clearErrors();
                  setDraft(EMPTY);
                }}
              >
                {t("cancel")}
              </Button>
            ) : null}
          </div>
        </Form>
      </section>
    </div>
  );
}
