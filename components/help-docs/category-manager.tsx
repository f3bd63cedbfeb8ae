"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { AdminInput, AdminSelect } from "@/components/billing-admin/controls";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TableScroll } from "@/components/ui/table-scroll";
import { deleteDocCategoryAction, saveDocCategoryAction } from "@/lib/help-docs/actions";
import { DOC_NAME_MAX } from "@/lib/help-docs/schemas";
import { ConfirmDelete } from "./confirm-delete";
import { useHelpAction } from "./use-help-action";

export type TManagedCategory = { id: number; parentId: number | null; level: number; nameEn: string; nameIt: string; nameDe: string; position: number; topics: number; path: string };
type TDraft = { parentId: string; nameEn: string; nameIt: string; nameDe: string; position: string };

function CategoryDialog({ open, onOpenChange, categories, editing }: { open: boolean; onOpenChange: (o: boolean) => void; categories: TManagedCategory[]; editing: TManagedCategory | null }) {
  const t = useTranslations("helpDocs");
  const { pending, submit, error } = useHelpAction("[data-category-form]");
  const [v, setV] = useState<TDraft>(() =>
    editing
      ? { parentId: editing.parentId ? String(editing.parentId) : "", nameEn: editing.nameEn, nameIt: editing.nameIt, nameDe: editing.nameDe, position: String(editing.position) }
      : { parentId: "", nameEn: "", nameIt: "", nameDe: "", position: "0" },
  );
  const set = (c: Partial<TDraft>) => setV((x) => ({ ...x, ...c }));
  const parents = categories.filter((c) => c.level < 3);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editing ? t("categories.editTitle", { name: editing.nameEn }) : t("categories.addTitle")} closeLabel={t("admin.cancel")}>
      <form
        data-category-form
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit(() => saveDocCategoryAction({ ...v, position: Number(v.position) || 0 }, editing?.id ?? null), {
            message: t(editing ? "admin.saved" : "admin.created"),
            then: () => onOpenChange(false),
          });
        }}
      >
        <AdminSelect
          id="category-parent"
          label={t("categories.parent")}
          hint={t("categories.parentHint")}
          value={v.parentId}
          disabled={editing !== null}
          options={[{ value: "", label: t("categories.topLevel") }, ...parents.map((c) => ({ value: String(c.id), label: c.path }))]}
          onChange={(e) => set({ parentId: e.target.value })}
          error={error("parentId")}
        />
        <AdminInput id="category-name-en" label={t("fields.nameIn", { language: t("languages.en") })} value={v.nameEn} maxLength={DOC_NAME_MAX} required onChange={(e) => set({ nameEn: e.target.value })} error={error("nameEn")} />
        <AdminInput id="category-name-it" label={t("fields.nameIn", { language: t("languages.it") })} value={v.nameIt} maxLength={DOC_NAME_MAX} onChange={(e) => set({ nameIt: e.target.value })} error={error("nameIt")} />
        <AdminInput id="category-name-de" label={t("fields.nameIn", { language: t("languages.de") })} value={v.nameDe} maxLength={DOC_NAME_MAX} onChange={(e) => set({ nameDe: e.target.value })} error={error("nameDe")} />
        <AdminInput id="category-position" label={t("fields.position")} hint={t("categories.positionHint")} inputMode="numeric" value={v.position} maxLength={4} onChange={(e) => set({ position: e.target.value.replace(/\D/g, "") })} error={error("position")} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("admin.cancel")}
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {editing ? t("admin.save") : t("categories.add")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The category tree for the administrator: add (top level or under a category, at most three levels), rename, delete an empty one. */
export function CategoryManager({ categories }: { categories: TManagedCategory[] }) {
  const t = useTranslations("helpDocs");
  const [dialog, setDialog] = useState<{ editing: TManagedCategory | null; key: number } | null>(null);
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
      {categories.length === 0 ? (
        <p className="text-slate-700">{t("categories.empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("categories.title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("fields.category")}</th>
                <th scope="col" className="px-3 py-2">{t("fields.level")}</th>
                <th scope="col" className="px-3 py-2">{t("fields.otherNames")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("fields.topics")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t("admin.actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {categories.map((c) => (
                <tr key={c.id} className="border-t border-slate-200">
                  <td className="px-3 py-2" style={{ paddingLeft: `${0.75 + (c.level - 1) * 1.25}rem` }}>{c.nameEn}</td>
                  <td className="px-3 py-2">{t(`levels.${c.level}`)}</td>
                  <td className="px-3 py-2 text-slate-700">{[c.nameIt, c.nameDe].filter(Boolean).join(" · ")}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{c.topics}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    <Button variant="ghost" onClick={() => setDialog({ editing: c, key: Date.now() })} aria-label={t("admin.editNamed", { name: c.nameEn })}>
                      {t("admin.edit")}
                    </Button>
                    <ConfirmDelete name={c.nameEn} deleted={t("admin.deleted")} action={() => deleteDocCategoryAction(c.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {dialog ? <CategoryDialog key={dialog.key} open onOpenChange={(o) => !o && setDialog(null)} categories={categories} editing={dialog.editing} /> : null}
    </section>
  );
}
