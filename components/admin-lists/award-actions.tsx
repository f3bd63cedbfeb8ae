"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";
import { removeAwardAction, updateAwardAction } from "@/lib/admin-lists/actions";
import { useListAction } from "./use-list-action";

const STATUSES = ["nominated", "finalist", "winner"] as const;

/** A nomination's status (saved on change) and its removal after a confirmation. */
export function AwardActions({ id, name, status }: { id: number; name: string; status: string }) {
  const t = useTranslations("adminLists.awards");
  const [confirm, setConfirm] = useState(false);
  const { pending, submit } = useListAction(`[data-award='${id}']`, []);
  return (
    <div data-award={id} className="flex flex-wrap items-center justify-end gap-2">
      <label htmlFor={`award-${id}-status`} className="sr-only">{t("statusOf", { name })}</label>
      <select id={`award-${id}-status`} defaultValue={status} disabled={pending} className={inputClass} onChange={(e) => submit(() => updateAwardAction({ id, status: e.target.value }), t("saved"))}>
        {STATUSES.map((s) => (
          <option key={s} value={s}>{t(`statuses.${s}`)}</option>
        ))}
      </select>
      <Button variant="ghost" onClick={() => setConfirm(true)} aria-label={t("removeLabel", { name })}>{t("remove")}</Button>
      <Dialog open={confirm} onOpenChange={setConfirm} title={t("removeTitle")} description={t("removeBody", { name })} closeLabel={t("cancel")}>
        <div className="flex justify-end gap-2 pt-4">
          <Button variant="ghost" onClick={() => setConfirm(false)}>{t("cancel")}</Button>
          <Button
            variant="danger"
            disabled={pending}
            onClick={() => {
              setConfirm(false);
              submit(() => removeAwardAction({ id }), t("removed"));
            }}
          >
            {t("remove")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
