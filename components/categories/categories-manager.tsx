"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { TManagedSubcategory } from "@/lib/categories/queries";
import type { TCategoryGroup } from "@/lib/categories/rules";
import { ColorDot } from "./color-field";
import { SubcategoryDialog, type TSubcategoryDraft } from "./subcategory-dialog";
import { TargetNote } from "./target-note";

type TProps = {
  groups: TCategoryGroup<TManagedSubcategory>[];
  /** The owners the manager may add sub-categories for; empty when their account has neither. */
  scopes: ("district" | "school")[];
  directTarget: number;
};

/** /app/categories: the groups, each category with its examples and its sub-categories, and the add/edit dialog. */
export function CategoriesManager({ groups, scopes, directTarget }: TProps) {
  const t = useTranslations("categories");
  const [draft, setDraft] = useState<TSubcategoryDraft | null>(null);

  return (
    <div className="space-y-8">
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`group-${g.key}`} className="space-y-3">
          <div>
            <h2 id={`group-${g.key}`} className="text-lg font-semibold text-slate-900">
              {g.name}
            </h2>
            <TargetNote targetKind={g.targetKind} direct={directTarget} />
          </div>
          <ul className="grid gap-3 lg:grid-cols-2">
            {g.categories.map((c) => (
              <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid={`category-${c.id}`}>
                <div className="flex items-start gap-3">
                  <ColorDot color={c.color} className="mt-1.5 h-3.5 w-3.5" />
                  <div className="min-w-0 flex-1 space-y-2">
                    <h3 className="font-medium text-slate-900">{c.name}</h3>
                    {c.description ? (
                      <p className="text-sm text-slate-600">
                        <span className="font-medium text-slate-700">{t("examples")} </span>
                        {c.description}
                      </p>
                    ) : null}
                    {c.subcategories.length > 0 ? (
                      <ul className="space-y-1" aria-label={t("subcategoriesOf", { category: c.name })}>
                        {c.subcategories.map((s) => (
                          <li key={s.id} className="flex flex-wrap items-center gap-2 rounded-md bg-slate-50 px-2 py-1.5 text-sm">
                            <ColorDot color={s.color} />
                            <span className={s.active ? "text-slate-800" : "text-slate-500 line-through"}>{s.name}</span>
                            <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">{t(`scope.${s.scope === "school" ? "school" : "district"}`)}</span>
                            {!s.active ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t("inactive")}</span> : null}
                            {s.description ? <span className="w-full text-xs text-slate-600">{s.description}</span> : null}
                            <Button
                              variant="ghost"
                              className="ml-auto px-2 py-1 text-xs"
                              aria-label={t("editNamed", { name: s.name })}
                              onClick={() =>
                                setDraft({
                                  id: s.id,
                                  parentId: c.id,
                                  parentName: c.name,
                                  name: s.name,
                                  description: s.description ?? "",
                                  color: s.color,
                                  active: s.active,
                                  scope: s.scope === "school" ? "school" : "district",
                                })
                              }
                            >
                              {t("edit")}
                            </Button>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {scopes.length > 0 ? (
                      <Button
                        variant="secondary"
                        className="px-2 py-1 text-xs"
                        aria-label={t("addTo", { category: c.name })}
                        onClick={() => setDraft({ parentId: c.id, parentName: c.name, name: "", description: "", color: c.color, active: true, scope: scopes[0] })}
                      >
                        {t("add")}
                      </Button>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <SubcategoryDialog draft={draft} scopes={scopes} onClose={() => setDraft(null)} />
    </div>
  );
}
