"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/form";

/** The school year of the conference shown: the current one and every year saved. */
export function ConferenceYearPicker({ years, selected, userId }: { years: { value: number; label: string }[]; selected: number; userId: number | null }) {
  const t = useTranslations("program.conference");
  const router = useRouter();
  return (
    <div className="max-w-xs space-y-1">
      <label htmlFor="conference-year" className="block text-sm font-medium text-slate-700">
        {t("year")}
      </label>
      <select id="conference-year" className={inputClass} value={selected} onChange={(e) => router.push(`/app/annualconference?year=${e.target.value}${userId === null ? "" : `&user_id=${userId}`}`)}>
        {years.map((y) => (
          <option key={y.value} value={y.value}>
            {y.label}
          </option>
        ))}
      </select>
    </div>
  );
}
