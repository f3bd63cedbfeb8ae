"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { resetCategoryColorAction, setCategoryColorAction } from "@/lib/categories/actions";
import type { TManagedSubcategory } from "@/lib/categories/queries";
import type { TCategoryGroup, TColorTarget } from "@/lib/categories/rules";
import { ColorDot, ColorField } from "./color-field";
import { useAction } from "@/components/ui/use-action";

type TProps = {
  groups: TCategoryGroup<TManagedSubcategory>[];
  /** Whose colours of the ASCA categories the actor edits: the defaults (admin), their district's, or none. */
  target: TColorTarget;
};

type TRow = { id: number; name: string; color: string; defaultColor: string; overridden: boolean };

/**
 * /app/categoryColor: one colour per category and sub-category, as the calendar, logs and charts
 * draw them. A manager's colours of the ASCA categories are their district's own (marked, with
 * "Reset to default"); an admin's are the defaults.
 */
export function CategoryColors({ groups, target }: TProps) {
  const t = useTranslations("categories.colors");
  const note = target === null ? "noDistrictNote" : target.kind === "district" ? "districtNote" : "defaultNote";
  return (
    <div className="space-y-8">
      <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">{t(note)}</p>
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`colors-${g.key}`} className="space-y-3">
          <h2 id={`colors-${g.key}`} className="text-lg font-semibold text-slate-900">
            {g.name}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {g.categories.flatMap((c) => [
              // Keyed by colour too: after a save or a reset the row starts again from the new colour.
              <ColorRow key={`${c.id}-${c.color}`} row={c} editable={target !== null} asca={target} />,
              ...c.subcategories.map((s) => <ColorRow key={`${s.id}-${s.color}`} row={s} editable asca={null} sub inactive={!s.active} />),
            ])}
          </ul>
        </section>
      ))}
    </div>
  );
}

type TRowProps = { row: TRow; editable: boolean; asca: TColorTarget; sub?: boolean; inactive?: boolean };

function ColorRow({ row, editable, asca, sub = false, inactive = false }: TRowProps) {
  const t = useTranslations("categories.colors");
  const { id, name, color } = row;
  const [value, setValue] = useState(color);
  const { errors, pending, submit } = useAction(null, { namespace: "categories", toast: "standard" });
  const changed = value.toLowerCase() !== color.toLowerCase();
  // overridden: a district's own colour (dropped by a reset), or for an admin a default that is no
  // longer the seeded one (put back by a reset).
  const resettable = asca !== null && row.overridden;

  return (
    <li className={`flex flex-wrap items-start gap-4 p-4 ${sub ? "pl-10" : ""}`} data-testid={`color-row-${id}`}>
      <div className="min-w-48 flex-1 space-y-1 pt-1">
        <div className="flex flex-wrap items-center gap-2">
          <ColorDot color={value} className="h-4 w-4" />
          <span className={`font-medium ${inactive ? "text-slate-500" : "text-slate-900"}`}>{name}</span>
          {sub ? <span className="text-xs text-slate-500">{t("sub")}</span> : null}
          {inactive ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t("inactive")}</span> : null}
          {asca?.kind === "district" && row.overridden ? <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">{t("overridden")}</span> : null}
        </div>
        {asca?.kind === "district" && row.overridden ? (
          <p className="flex items-center gap-1.5 text-xs text-slate-600">
            <ColorDot color={row.defaultColor} className="h-2.5 w-2.5" />
            {t("defaultIs", { color: row.defaultColor })}
          </p>
        ) : null}
      </div>
      {editable ? (
        <div className="flex flex-wrap items-end gap-3">
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
          {resettable ? (
            <Button
              variant="ghost"
              disabled={pending}
              aria-label={t("resetNamed", { name })}
              onClick={() =>
                submit(
                  () => resetCategoryColorAction({ category_id: id }),
                  () => t("resetDone", { name }),
                )
              }
            >
              {t("reset")}
            </Button>
          ) : null}
        </div>
      ) : (
        <span className="font-mono text-sm text-slate-600">{color}</span>
      )}
    </li>
  );
}
