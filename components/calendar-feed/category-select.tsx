"use client";

import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/form";
import type { TImportCategory } from "./use-import-categories";

/** The use-of-time category imported events are filed under, grouped as the ASCA model groups them. */
export function CategorySelect({ id, value, onChange, categories }: { id: string; value: number | ""; onChange: (id: number | "") => void; categories: TImportCategory[] }) {
  const t = useTranslations("calendar.feed.import");
  const groups = [...new Set(categories.map((c) => c.groupName))];
  return (
    <SelectField
      id={id}
      label={t("category")}
      hint={t("categoryHint")}
      placeholder={t("chooseCategory")}
      value={value}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : "")}
      required
    >
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
    </SelectField>
  );
}
