"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, SelectField, TextField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { FormButtons } from "@/components/ui/form-buttons";
import { Dialog } from "@/components/ui/dialog";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { deleteDocCategoryAction, saveDocCategoryAction } from "@/lib/help-docs/actions";
import { DOC_NAME_MAX } from "@/lib/help-docs/schemas";
import { ConfirmDelete } from "./confirm-delete";
import { useAction } from "@/components/ui/use-action";

export type TManagedCategory = { id: number; parentId: number | null; level: number; nameEn: string; nameIt: string; nameDe: string; position: number; topics: number; path: string };
type TDraft = { parentId: string; nameEn: string; nameIt: string; nameDe: string; position: string };

function CategoryDialog({ open, onOpenChange, categories, editing }: { open: boolean; onOpenChange: (o: boolean) => void; categories: TManagedCategory[]; editing: TManagedCategory | null }) {
  const t = useTranslations("helpDocs");
  const { pending, submit, error } = useAction(null, { namespace: "helpDocs", focus: "[data-category-form]" });
  const [v, setV] = useState<TDraft>(() =>
    editing
      ? { parentId: editing.parentId ? String(editing.parentId) : "", nameEn: editing.nameEn, nameIt: editing.nameIt, nameDe: editing.nameDe, position: String(editing.position) }
      : { parentId: "", nameEn: "", nameIt: "", nameDe: "", position: "0" },
  );
  const set = (c: Partial<TDraft>) => setV((x) => ({ ...x, ...c }));
  const parents = categories.filter((c) => c.level < 3);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editing ? t("categories.editTitle", { name: editing.nameEn }) : t("categories.addTitle")} closeLabel={t("admin.cancel")}>
      <Form
        data-category-form
        className="space-y-3"
        onSubmit={() => {
          submit(() => saveDocCategoryAction({ ...v, position: Number(v.position) || 0 }, editing?.id ?? null), {
            message: t(editing ? "admin.saved" : "admin.created"),
            then: () => onOpenChange(false),
          });
        }}
      >
        <SelectField
          id="category-parent"
          label={t("categories.parent")}
          hint={t("categories.parentHint")}
          value={v.parentId}
          disabled={editing !== null}
          options={[{ value: "", label: t("categories.topLevel") }, ...parents.map((c) => ({ value: String(c.id), label: c.path }))]}
          onChange={(e) => set({ parentId: e.target.value })}
          error={error("parentId")}
        />
        <TextField
          id="category-name-en"
          label={t("fields.nameIn", { language: t("languages.en") })}
          value={v.nameEn}
          maxLength={DOC_NAME_MAX}
          required
          onChange={(e) => set({ nameEn: e.target.value })}
          error={error("nameEn")}
        />
        <TextField
          id="category-name-it"
          label={t("fields.nameIn", { language: t("languages.it") })}
          value={v.nameIt}
          maxLength={DOC_NAME_MAX}
          onChange={(e) => set({ nameIt: e.target.value })}
          error={error("nameIt")}
        />
        <TextField
          id="category-name-de"
          label={t("fields.nameIn", { language: t("languages.de") })}
          value={v.nameDe}
          maxLength={DOC_NAME_MAX}
          onChange={(e) => set({ nameDe: e.target.value })}
          error={error("nameDe")}
        />
        <TextField
          id="category-position"
          label={t("fields.position")}
          hint={t("categories.positionHint")}
          inputMode="numeric"
          value={v.position}
          maxLength={4}
          onChange={(e) => set({ position: e.target.value.replace(/\D/g, "") })}
          error={error("position")}
        />
        <FormButtons onCancel={() => onOpenChange(false)} cancelLabel={t("admin.cancel")} submitLabel={editing ? t("admin.save") : t("categories.add")} pending={pending} />
      </Form>
    </Dialog>
  );
}

/** The category tree for the administrator: add (top level or under a category, at most three levels), rename, delete an empty one. */
export function CategoryManager({ categories }: { categories: TManagedCategory[] }) {
  const t = useTranslations("helpDocs");
  const [dialog, setDialog] = useState<{ editing: TManagedCategory | null; key: number } | null>(null);
  const columns: TColumn<TManagedCategory>[] = [
    {
      id: "category",
      header: t("fields.category"),
      // A sub-category is indented under its parent, one step per level.
      cell: (c) => (
        <span className="inline-block" style={{ marginLeft: `${(c.level - 1) * 1.25}rem` }}>
          {c.nameEn}
        </span>
      ),
    },
    { id: "level", header: t("fields.level"), cell: (c) => t(`levels.${c.level}`) },
    { id: "otherNames", header: t("fields.otherNames"), className: "text-slate-700", cell: (c) => [c.nameIt, c.nameDe].filter(Boolean).join(" · ") },
    { id: "topics", header: t("fields.topics"), align: "end", className: "tabular-nums", cell: (c) => c.topics },
  ];
  return (
    <section aria-labelledby="doc-categories" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="doc-categories" className="text-lg font-semibold">
          {t("categories.title")}
        </h2>
        <Button variant="secondary" onClick={() => setDialog({ editing: null, key: Date.now() })}>
          {t("categories.add")}
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={categories}
        rowKey={(c) => c.id}
        caption={t("categories.title")}
        empty={<span className="text-slate-700">{t("categories.empty")}</span>}
        className="w-full"
        actions={{
          header: t("admin.actions"),
          cell: (c) => (
            <span className="whitespace-nowrap">
              <Button variant="ghost" onClick={() => setDialog({ editing: c, key: Date.now() })} aria-label={t("admin.editNamed", { name: c.nameEn })}>
                {t("admin.edit")}
              </Button>
              <ConfirmDelete name={c.nameEn} deleted={t("admin.deleted")} action={() => deleteDocCategoryAction(c.id)} />
            </span>
          ),
        }}
      />
      {dialog ? <CategoryDialog key={dialog.key} open onOpenChange={(o) => !o && setDialog(null)} categories={categories} editing={dialog.editing} /> : null}
    </section>
  );
}
