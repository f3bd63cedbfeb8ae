"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { setCategoryColorAction } from "@/lib/categories/actions";
import type { TManagedSubcategory } from "@/lib/categories/queries";
import type { TCategoryGroup } from "@/lib/categories/rules";
import { ColorDot, ColorField } from "./color-field";
import { useCategoryAction } from "./use-category-action";

type TProps = { groups: TCategoryGroup<TManagedSubcategory>[]; canEditShared: boolean };

/** /app/categoryColor: one colour per category and sub-category, as the calendar, logs and charts draw them. */
export function CategoryColors({ groups, canEditShared }: TProps) {
  const t = useTranslations("categories.colors");
  return (
    <div className="space-y-8">
      {!canEditShared ? <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">{t("sharedNote")}</p> : null}
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`colors-${g.key}`} className="space-y-3">
          <h2 id={`colors-${g.key}`} className="text-lg font-semibold text-slate-900">
            {g.name}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {g.categories.flatMap((c) => [
              <ColorRow key={c.id} id={c.id} name={c.name} color={c.color} editable={canEditShared} />,
              ...c.subcategories.map((s) => <ColorRow key={s.id} id={s.id} name={s.name} color={s.color} editable sub inactive={!s.active} />),
            ])}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ColorRow({ id, name, color, editable, sub = false, inactive = false }: { id: number; name: string; color: string; editable: boolean; sub?: boolean; inactive?: boolean }) {
  const t = useTranslations("categories.colors");
  const [value, setValue] = useState(color);
  const { errors, pending, submit } = useCategoryAction();
  const changed = value.toLowerCase() !== color.toLowerCase();

  return (
    <li className={`flex flex-wrap items-start gap-4 p-4 ${sub ? "pl-10" : ""}`} data-testid={`color-row-${id}`}>
      <div className="flex min-w-48 flex-1 items-center gap-2 pt-1">
        <ColorDot color={value} className="h-4 w-4" />
        <span className={`font-medium ${inactive ? "text-slate-500" : "text-slate-900"}`}>{name}</span>
        {sub ? <span className="text-xs text-slate-500">{t("sub")}</span> : null}
        {inactive ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t("inactive")}</span> : null}
      </div>
      {editable ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit(
              () => setCategoryColorAction({ category_id: id, color: value }),
              () => t("saved", { name }),
            );
          }}
        >
          <ColorField label={t("colorOf", { name })} value={value} onChange={setValue} error={errors.color} idPrefix={`color-${id}`} hideLabel />
          <Button type="submit" variant="secondary" disabled={!changed || pending} aria-busy={pending}>
            {t("save")}
          </Button>
        </form>
      ) : (
        <span className="font-mono text-sm text-slate-600">{color}</span>
      )}
    </li>
  );
}
