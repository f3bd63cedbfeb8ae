"use client";

import { useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Confidential, useConfidential } from "@/components/shell/confidential";
import { inputClass } from "@/components/ui/form";
import { matchesSearch } from "@/lib/clients/rules";
import type { TFormStudent } from "./types";

type TProps = { students: TFormStudent[]; selected: number[]; onChange: (ids: number[]) => void; gradeName: (id: number | null) => string };

/** Assigns students to a group: a searchable list of checkboxes (names hidden by the eye). */
export function MemberPicker({ students, selected, onChange, gradeName }: TProps) {
  const t = useTranslations("clients.members");
  const { hidden } = useConfidential();
  const [q, setQ] = useState("");
  const searchId = useId();
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = students.filter((s) => matchesSearch(s, q));
  const toggle = (id: number) => onChange(chosen.has(id) ? selected.filter((x) => x !== id) : [...selected, id]);

  if (students.length === 0) return <p className="text-sm text-slate-600">{t("none")}</p>;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
            {t("search")}
          </label>
          <input
            id={searchId}
            type="search"
            className={`${inputClass} w-64 ${hidden ? "text-transparent [text-shadow:0_0_8px_rgb(15_23_42/0.6)]" : ""}`}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            autoComplete="off"
          />
        </div>
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="members-selected">
          {t("selected", { count: selected.length })}
        </p>
        {selected.length > 0 ? (
          <button type="button" className="text-sm text-brand-700 hover:underline" onClick={() => onChange([])}>
            {t("clear")}
          </button>
        ) : null}
      </div>
      <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 bg-white" aria-label={t("listLabel")}>
        {shown.map((s) => (
          <li key={s.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
              <input type="checkbox" className="h-4 w-4" checked={chosen.has(s.id)} onChange={() => toggle(s.id)} data-testid="member-checkbox" />
              <span className="font-medium text-slate-900">
                <Confidential>{s.name}</Confidential>
              </span>
              <span className="ml-auto text-xs text-slate-500">{gradeName(s.grade_id)}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 ? <li className="px-3 py-2 text-sm text-slate-600">{t("noMatch")}</li> : null}
      </ul>
    </div>
  );
}
