"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { inputClass } from "@/components/ui/form";
import { removeAwardAction, updateAwardAction } from "@/lib/admin-lists/actions";
import { useAction } from "@/components/ui/use-action";

const STATUSES = ["nominated", "finalist", "winner"] as const;

/** A nomination's status (saved on change) and its removal after a confirmation. */
export function AwardActions({ id, name, status }: { id: number; name: string; status: string }) {
  const t = useTranslations("adminLists.awards");
  const { pending, submit } = useAction(null, { namespace: "adminLists", focus: `[data-award='${id}']`, fields: [] });
  return (
    <div data-award={id} className="flex flex-wrap items-center justify-end gap-2">
      <label htmlFor={`award-${id}-status`} className="sr-only">
        {t("statusOf", { name })}
      </label>
      <select id={`award-${id}-status`} defaultValue={status} disabled={pending} className={inputClass} onChange={(e) => submit(() => updateAwardAction({ id, status: e.target.value }), t("saved"))}>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`statuses.${s}`)}
          </option>
        ))}
      </select>
      <ConfirmDeleteButton
        action={() => removeAwardAction({ id })}
        variant="ghost"
        label={t("remove")}
        ariaLabel={t("removeLabel", { name })}
        title={t("removeTitle")}
        description={t("removeBody", { name })}
        closeLabel={t("cancel")}
        confirmLabel={t("remove")}
        success={t("removed")}
        namespace="adminLists"
      />
    </div>
  );
}
