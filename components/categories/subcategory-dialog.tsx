"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";
import { saveSubcategoryAction } from "@/lib/categories/actions";
import { ColorField } from "./color-field";
import { useCategoryAction } from "./use-category-action";
import { MaxLengthInput, MaxLengthTextarea } from "@/components/ui/max-length-field";

export type TSubcategoryDraft = {
  id?: number;
  parentId: number;
  parentName: string;
  name: string;
  description: string;
  color: string;
  active: boolean;
  scope: "district" | "school";
};

type TProps = { draft: TSubcategoryDraft | null; scopes: ("district" | "school")[]; onClose: () => void };

/** Adds a sub-category to an ASCA category, or renames, recolours, deactivates one. */
export function SubcategoryDialog({ draft, scopes, onClose }: TProps) {
  const t = useTranslations("categories");
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()} title={draft?.id ? t("dialog.editTitle") : t("dialog.addTitle")} description={draft ? t("dialog.of", { category: draft.parentName }) : undefined} closeLabel={t("dialog.close")}>
      {draft ? <SubcategoryForm key={draft.id ?? `new-${draft.parentId}`} draft={draft} scopes={scopes} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SubcategoryForm({ draft, scopes, onClose }: { draft: TSubcategoryDraft; scopes: ("district" | "school")[]; onClose: () => void }) {
  const t = useTranslations("categories");
  const id = useId();
  const { errors, pending, submit } = useCategoryAction();
  const [v, setV] = useState(draft);
  const set = (patch: Partial<TSubcategoryDraft>) => setV((x) => ({ ...x, ...patch }));
  const invalid = (field: string) => (errors[field] ? "border-red-500" : "");

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const input = v.id
          ? { id: v.id, name: v.name, description: v.description, color: v.color, active: v.active }
          : { parent_id: v.parentId, scope: v.scope, name: v.name, description: v.description, color: v.color };
        submit(
          () => saveSubcategoryAction(input),
          (saved) => {
            onClose();
            return t(v.id ? "dialog.saved" : "dialog.added", { name: saved.name });
          },
        );
      }}
    >
      <div className="space-y-1">
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-700">
          {t("dialog.name")}
        </label>
        <MaxLengthInput id={`${id}-name`} value={v.name} maxLength={80} required onChange={(e) => set({ name: e.target.value })} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? `${id}-name-error` : undefined} className={`${inputClass} ${invalid("name")}`} />
        {errors.name ? (
          <p id={`${id}-name-error`} className="text-xs text-red-700">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-description`} className="block text-sm font-medium text-slate-700">
          {t("dialog.description")}
        </label>
        <MaxLengthTextarea id={`${id}-description`} value={v.description} maxLength={500} rows={3} onChange={(e) => set({ description: e.target.value })} aria-describedby={`${id}-description-hint`} className={`${inputClass} ${invalid("description")}`} />
        <p id={`${id}-description-hint`} className="text-xs text-slate-500">
          {errors.description ?? t("dialog.descriptionHint")}
        </p>
      </div>
      {!v.id ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-scope`} className="block text-sm font-medium text-slate-700">
            {t("dialog.scope")}
          </label>
          <select id={`${id}-scope`} value={v.scope} onChange={(e) => set({ scope: e.target.value as "district" | "school" })} aria-invalid={errors.scope ? true : undefined} className={`${inputClass} ${invalid("scope")}`}>
            {scopes.map((s) => (
              <option key={s} value={s}>
                {t(`scope.${s}`)}
              </option>
            ))}
          </select>
          {errors.scope ? <p className="text-xs text-red-700">{errors.scope}</p> : null}
        </div>
      ) : null}
      <ColorField label={t("dialog.color")} value={v.color} onChange={(color) => set({ color })} error={errors.color} idPrefix={`${id}-color`} />
      {v.id ? (
        <div className="flex items-center gap-2">
          <input id={`${id}-active`} type="checkbox" checked={v.active} onChange={(e) => set({ active: e.target.checked })} className="h-4 w-4 rounded border-slate-300" />
          <label htmlFor={`${id}-active`} className="text-sm text-slate-700">
            {t("dialog.active")}
          </label>
        </div>
      ) : null}
      {v.id && !v.active ? <p className="text-xs text-slate-600">{t("dialog.inactiveHint")}</p> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t("dialog.cancel")}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t("dialog.save")}
        </Button>
      </div>
    </form>
  );
}
