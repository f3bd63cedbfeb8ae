"use client";

import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/form";

export type TCatOption = { id: number; parentId: number | null; level: number; name: string };
export type TCatChoice = { categoryId: string; subCategoryId: string; subSubCategoryId: string };

/**
 * The three cascading category selects: a sub-category lists only the chosen category's children,
 * a sub-sub-category only the chosen sub-category's; changing a level clears the ones below.
 */
export function CategorySelects({
  idPrefix,
  categories,
  value,
  onChange,
  error,
  anyLabel,
  names,
}: {
  idPrefix: string;
  categories: readonly TCatOption[];
  value: TCatChoice;
  onChange: (v: TCatChoice) => void;
  error?: (field: string) => string | undefined;
  anyLabel: string;
  names?: { category: string; subCategoryId: string; subSubCategoryId: string };
}) {
  const t = useTranslations("helpDocs.fields");
  const level1 = categories.filter((c) => c.level === 1);
  const level2 = categories.filter((c) => c.level === 2 && String(c.parentId) === value.categoryId);
  const level3 = categories.filter((c) => c.level === 3 && String(c.parentId) === value.subCategoryId);
  const opts = (list: readonly TCatOption[]) => [{ value: "", label: anyLabel }, ...list.map((c) => ({ value: String(c.id), label: c.name }))];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        id={`${idPrefix}-category`}
        name={names?.category}
        label={t("category")}
        value={value.categoryId}
        options={opts(level1)}
        error={error?.("categoryId")}
        onChange={(e) => onChange({ categoryId: e.target.value, subCategoryId: "", subSubCategoryId: "" })}
      />
      <SelectField
        id={`${idPrefix}-sub`}
        name={names?.subCategoryId}
        label={t("subCategory")}
        value={value.subCategoryId}
        options={opts(level2)}
        disabled={!value.categoryId || level2.length === 0}
        error={error?.("subCategoryId")}
        onChange={(e) => onChange({ ...value, subCategoryId: e.target.value, subSubCategoryId: "" })}
      />
      <SelectField
        id={`${idPrefix}-subsub`}
        name={names?.subSubCategoryId}
        label={t("subSubCategory")}
        value={value.subSubCategoryId}
        options={opts(level3)}
        disabled={!value.subCategoryId || level3.length === 0}
        error={error?.("subSubCategoryId")}
        onChange={(e) => onChange({ ...value, subSubCategoryId: e.target.value })}
      />
    </div>
  );
}
