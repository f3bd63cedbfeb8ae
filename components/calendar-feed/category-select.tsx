"use client";

import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/field";
import type { TImportCategory } from "./use-import-categories";

/** The use-of-time category imported events are filed under, grouped as the ASCA model groups them. */
export function CategorySelect({ id, value, onChange, categories }: { id: string; value: number | ""; onChange: (id: number | "") => void; categories: TImportCategory[] }) {
  const t = useTranslations("calendar.feed.import");
  const groups = [...new Set(categories.map((c) => c.groupName))];
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t("category")}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : "")} required>
        <option value="">{t("chooseCategory")}</option>
        {groups.map((g) => (
          <optgroup key={g} label={g}>
            {categories
              .filter((c) => c.groupName === g)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.parentId ? `\u00a0\u00a0– ${c.name}` : c.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <p className="text-xs text-slate-500">{t("categoryHint")}</p>
    </div>
  );
}
