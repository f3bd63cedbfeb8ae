"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/ui/form";
import { FormButtons } from "@/components/ui/form-buttons";
import { Dialog } from "@/components/ui/dialog";
import { saveSubcategoryAction } from "@/lib/categories/actions";
import { ColorField } from "./color-field";
import { useAction } from "@/components/ui/use-action";

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
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title={draft?.id ? t("dialog.editTitle") : t("dialog.addTitle")}
      description={draft ? t("dialog.of", { category: draft.parentName }) : undefined}
      closeLabel={t("dialog.close")}
    >
      {draft ? <SubcategoryForm key={draft.id ?? `new-${draft.parentId}`} draft={draft} scopes={scopes} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SubcategoryForm({ draft, scopes, onClose }: { draft: TSubcategoryDraft; scopes: ("district" | "school")[]; onClose: () => void }) {
  const t = useTranslations("categories");
  const id = useId();
  const { errors, pending, submit } = useAction(null, { namespace: "categories", toast: "standard" });
  const [v, setV] = useState(draft);
  const set = (patch: Partial<TSubcategoryDraft>) => setV((x) => ({ ...x, ...patch }));

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
      <TextField id={`${id}-name`} label={t("dialog.name")} value={v.name} maxLength={80} required onChange={(e) => set({ name: e.target.value })} error={errors.name} />
      <TextAreaField
        id={`${id}-description`}
        label={t("dialog.description")}
        hint={t("dialog.descriptionHint")}
        value={v.description}
        maxLength={500}
        rows={3}
        onChange={(e) => set({ description: e.target.value })}
        error={errors.description}
      />
      {!v.id ? (
        <SelectField
          id={`${id}-scope`}
          label={t("dialog.scope")}
          value={v.scope}
          onChange={(e) => set({ scope: e.target.value as "district" | "school" })}
          error={errors.scope}
          options={scopes.map((s) => ({ value: s, label: t(`scope.${s}`) }))}
        />
      ) : null}
      <ColorField label={t("dialog.color")} value={v.color} onChange={(color) => set({ color })} error={errors.color} idPrefix={`${id}-color`} />
      {v.id ? <CheckboxField id={`${id}-active`} label={t("dialog.active")} checked={v.active} onChange={(e) => set({ active: e.target.checked })} /> : null}
      {v.id && !v.active ? <p className="text-xs text-slate-600">{t("dialog.inactiveHint")}</p> : null}
      <FormButtons onCancel={onClose} cancelLabel={t("dialog.cancel")} submitLabel={t("dialog.save")} pending={pending} />
    </form>
  );
}
