"use client";

import { useId, useMemo } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/form/field";
import type { TCategoryOption } from "@/lib/categories/rules";
import { groupCategories } from "@/lib/categories/rules";

type TProps = {
  categories: readonly TCategoryOption[];
  /** The chosen category or sub-category id, or null. */
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | null;
  idPrefix?: string;
  /** The quick add shows the category only; the full form adds the sub-category. */
  withSubcategory?: boolean;
};

function Swatch({ color }: { color: string | null }) {
  return <span aria-hidden="true" className="inline-block h-4 w-4 shrink-0 rounded border border-slate-300" style={{ backgroundColor: color ?? "transparent" }} />;
}

/**
 * The use-of-time category (grouped by ASCA group) and, when the category has any, its
 * sub-category. An event stores one id: the sub-category's when one is chosen, else the category's.
 */
export function CategorySelect({ categories, value, onChange, error, idPrefix, withSubcategory = true }: TProps) {
  const t = useTranslations("calendar.form");
  const auto = useId();
  const id = idPrefix ?? auto;
  const groups = useMemo(() => groupCategories([...categories]), [categories]);
  const chosen = categories.find((c) => c.id === value) ?? null;
  const parentId = chosen ? (chosen.parentId ?? chosen.id) : null;
  const parent = categories.find((c) => c.id === parentId) ?? null;
  const subs = parent ? categories.filter((c) => c.parentId === parent.id) : [];
  const describedBy = [parent ? `${id}-group` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-700">
          {t("category")}
        </label>
        <div className="flex items-center gap-2">
          <Swatch color={parent?.color ?? null} />
          <select
            id={`${id}-category`}
            className={`${inputClass} ${error ? "border-red-500" : ""}`}
            value={parentId ?? ""}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t("chooseCategory")}</option>
            {groups.map((g) => (
              <optgroup key={g.key} label={g.name}>
                {g.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        {parent ? (
          <p id={`${id}-group`} className="text-xs text-slate-500">
            {parent.groupName}
            {parent.description ? ` · ${parent.description}` : ""}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {withSubcategory && subs.length > 0 ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-sub`} className="block text-sm font-medium text-slate-700">
            {t("subcategory")}
          </label>
          <div className="flex items-center gap-2">
            <Swatch color={chosen && chosen.parentId !== null ? chosen.color : null} />
            <select id={`${id}-sub`} className={inputClass} value={chosen && chosen.parentId !== null ? chosen.id : ""} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : parentId)}>
              <option value="">{t("noSubcategory")}</option>
              {subs.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
    </div>
  );
}
