"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, MoneyField, TextAreaField, TextField } from "@/components/ui/form";
import { ConfirmDelete } from "@/components/help-docs/confirm-delete";
import { useAction } from "@/components/ui/use-action";
import { Button } from "@/components/ui/button";
import { FormButtons } from "@/components/ui/form-buttons";
import { Dialog } from "@/components/ui/dialog";
import { deleteGrantAction, saveGrantAction } from "@/lib/grants/actions";
import { GRANT_NAME_MAX, GRANT_TEXT_MAX, GRANT_URL_MAX } from "@/lib/grants/schemas";

export type TGrantDraft = {
  name: string;
  funder: string;
  amountMin: string;
  amountMax: string;
  deadline: string;
  states: string;
  url: string;
  descriptionEn: string;
  descriptionIt: string;
  descriptionDe: string;
};

const EMPTY: TGrantDraft = { name: "", funder: "", amountMin: "", amountMax: "", deadline: "", states: "", url: "https://", descriptionEn: "", descriptionIt: "", descriptionDe: "" };

function GrantDialog({ id, initial, onClose }: { id: number | null; initial: TGrantDraft; onClose: () => void }) {
  const t = useTranslations("grants");
  const { pending, submit, error } = useAction(null, { namespace: "helpDocs", focus: "[data-grant-form]" });
  const [v, setV] = useState<TGrantDraft>(initial);
  const set = (c: Partial<TGrantDraft>) => setV((x) => ({ ...x, ...c }));
  const textarea = (key: "descriptionEn" | "descriptionIt" | "descriptionDe", label: string) => (
    <TextAreaField id={`grant-${key}`} label={label} rows={3} maxLength={GRANT_TEXT_MAX} value={v[key]} onChange={(e) => set({ [key]: e.target.value })} error={error(key)} />
  );
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} size="wide" title={id === null ? t("admin.addTitle") : t("admin.editTitle")} closeLabel={t("admin.cancel")}>
      <Form
        data-grant-form
        className="space-y-3"
        onSubmit={() => {
          submit(() => saveGrantAction(v, id), { message: t(id === null ? "admin.created" : "admin.saved"), then: onClose });
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField id="grant-name" label={t("fields.name")} value={v.name} maxLength={GRANT_NAME_MAX} required onChange={(e) => set({ name: e.target.value })} error={error("name")} />
          <TextField id="grant-funder" label={t("fields.funder")} value={v.funder} maxLength={GRANT_NAME_MAX} required onChange={(e) => set({ funder: e.target.value })} error={error("funder")} />
          <MoneyField id="grant-min" label={t("fields.amountMin")} hint={t("admin.amountHint")} value={v.amountMin} onChange={(e) => set({ amountMin: e.target.value })} error={error("amountMin")} />
          <MoneyField id="grant-max" label={t("fields.amountMax")} value={v.amountMax} onChange={(e) => set({ amountMax: e.target.value })} error={error("amountMax")} />
          <TextField
            id="grant-deadline"
            type="date"
            label={t("fields.deadline")}
            hint={t("admin.deadlineHint")}
            value={v.deadline}
            onChange={(e) => set({ deadline: e.target.value })}
            error={error("deadline")}
          />
          <TextField
            id="grant-states"
            label={t("fields.states")}
            hint={t("admin.statesHint")}
            value={v.states}
            maxLength={200}
            onChange={(e) => set({ states: e.target.value.toUpperCase() })}
            error={error("states")}
          />
        </div>
        <TextField id="grant-url" type="url" label={t("fields.url")} value={v.url} maxLength={GRANT_URL_MAX} required onChange={(e) => set({ url: e.target.value })} error={error("url")} />
        {textarea("descriptionEn", t("fields.descriptionEn"))}
        {textarea("descriptionIt", t("fields.descriptionIt"))}
        {textarea("descriptionDe", t("fields.descriptionDe"))}
        <FormButtons onCancel={onClose} cancelLabel={t("admin.cancel")} submitLabel={id === null ? t("admin.add") : t("admin.save")} pending={pending} />
      </Form>
    </Dialog>
  );
}

/** "Add grant" for the administrator. */
export function AddGrant() {
  const t = useTranslations("grants");
  const [open, setOpen] = useState(0);
  return (
    <>
      <Button onClick={() => setOpen(Date.now())}>{t("admin.add")}</Button>
      {open ? <GrantDialog key={open} id={null} initial={EMPTY} onClose={() => setOpen(0)} /> : null}
    </>
  );
}

/** Edit and Delete of one grant, for the administrator. */
export function GrantActions({ id, name, initial }: { id: number; name: string; initial: TGrantDraft }) {
  const t = useTranslations("grants");
  const [open, setOpen] = useState(0);
  return (
    <div className="flex gap-1">
      <Button variant="ghost" onClick={() => setOpen(Date.now())} aria-label={t("admin.editNamed", { name })}>
        {t("admin.edit")}
      </Button>
      <ConfirmDelete name={name} deleted={t("admin.deleted")} action={() => deleteGrantAction(id)} />
      {open ? <GrantDialog key={open} id={id} initial={initial} onClose={() => setOpen(0)} /> : null}
    </div>
  );
}
