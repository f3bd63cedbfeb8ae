"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { AdminInput, AdminSelect } from "@/components/billing-admin/controls";
import { Button } from "@/components/ui/button";
import { successToast } from "@/components/ui/success-toast";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { grantUserAddonAction, revokeUserAddonAction } from "@/lib/account-admin/user-actions";
import { useUserPageError } from "./user-details-form";

/** Grants this user an add-on until a day (the add-ons use-case, audited). */
export function UserAddonGrant({ id, addons, defaultUntil }: { id: number; addons: { key: string; label: string }[]; defaultUntil: string }) {
  const t = useTranslations("adminUsers.page");
  const errorText = useUserPageError();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [v, setV] = useState({ addon: addons[0]?.key ?? "", until: defaultUntil, note: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      noValidate
      aria-labelledby="user-grant-title"
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        startTransition(async () => {
          const result = watchUnauthorized(await grantUserAddonAction({ id, ...v }));
          if (result.ok) {
            setErrors({});
            successToast(t("granted"));
            router.refresh();
            return;
          }
          const fields: Record<string, string> = {};
          for (const entry of result.error) if (entry.field === "addon" || entry.field === "until" || entry.field === "note") fields[entry.field] ??= errorText(entry);
          setErrors(fields);
          if (Object.keys(fields).length === 0) toast.error(errorText(result.error[0]));
        });
      }}
    >
      <h3 id="user-grant-title" className="font-medium">
        {t("grantTitle")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <AdminSelect id="user-grant-addon" label={t("addon")} value={v.addon} onChange={(e) => setV((x) => ({ ...x, addon: e.target.value }))} error={errors.addon} options={addons.map((a) => ({ value: a.key, label: a.label }))} />
        <AdminInput id="user-grant-until" type="date" label={t("until")} value={v.until} onChange={(e) => setV((x) => ({ ...x, until: e.target.value }))} error={errors.until} />
        <AdminInput id="user-grant-note" label={t("note")} value={v.note} maxLength={500} onChange={(e) => setV((x) => ({ ...x, note: e.target.value }))} error={errors.note} autoComplete="off" />
      </div>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? t("granting") : t("grant")}
      </Button>
    </form>
  );
}

/** Revokes one running grant of this user. */
export function UserAddonRevoke({ id, grantId, addonLabel }: { id: number; grantId: number; addonLabel: string }) {
  const t = useTranslations("adminUsers.page");
  const errorText = useUserPageError();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="ghost"
      disabled={pending}
      aria-label={t("revokeLabel", { addon: addonLabel })}
      onClick={() =>
        startTransition(async () => {
          const result = watchUnauthorized(await revokeUserAddonAction({ id, grantId }));
          if (result.ok) {
            successToast(t("revoked"));
            router.refresh();
          } else toast.error(errorText(result.error[0]));
        })
      }
    >
      {t("revoke")}
    </Button>
  );
}
