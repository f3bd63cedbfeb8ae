"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { useConfidential } from "@/components/shell/confidential";
import { inputClass } from "@/components/ui/form";
import type { TPbisStudent } from "./types";

/**
 * The student filter of a GET form (name "client_id"): the counselor's students, as in the event
 * form's list. While the confidentiality eye is closed the names are replaced by
 * 'Student 1, 2, …' in the list's order.
 */
export function PbisStudentSelect({ students, value, allLabel, label }: { students: TPbisStudent[]; value: number | null; allLabel?: string; label?: string }) {
  const t = useTranslations("pbis.filters");
  const { hidden } = useConfidential();
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label ?? t("student")}
      </label>
      <select id={id} name="client_id" defaultValue={value ?? ""} className={`${inputClass} w-56`} data-testid="pbis-filter-student">
        <option value="">{allLabel ?? t("allStudents")}</option>
        {students.map((s, i) => (
          <option key={s.id} value={s.id}>
            {hidden ? t("masked", { n: i + 1 }) : s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
