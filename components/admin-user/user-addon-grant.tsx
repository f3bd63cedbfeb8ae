"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { DateField, Form, SelectField, TextField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { grantUserAddonAction, revokeUserAddonAction } from "@/lib/account-admin/user-actions";

/** Grants this user an add-on until a day (the add-ons use-case, audited). */
export function UserAddonGrant({ id, addons, defaultUntil }: { id: number; addons: { key: string; label: string }[]; defaultUntil: string }) {
  const t = useTranslations("adminUsers.page");
  const [v, setV] = useState({ addon: addons[0]?.key ?? "", until: defaultUntil, note: "" });
  const { pending, run, error } = useAction(grantUserAddonAction, { namespace: "adminUsers.page", fields: ["addon", "until", "note"], successMessage: t("granted") });
  return (
    <Form aria-labelledby="user-grant-title" className="space-y-3" onSubmit={() => run({ id, ...v })}>
      <h3 id="user-grant-title" className="font-medium">
        {t("grantTitle")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          id="user-grant-addon"
          label={t("addon")}
          value={v.addon}
          onChange={(e) => setV((x) => ({ ...x, addon: e.target.value }))}
          error={error("addon")}
          options={addons.map((a) => ({ value: a.key, label: a.label }))}
        />
        <DateField id="user-grant-until" label={t("until")} value={v.until} onValueChange={(until) => setV((x) => ({ ...x, until }))} error={error("until")} />
        <TextField id="user-grant-note" label={t("note")} value={v.note} maxLength={500} onChange={(e) => setV((x) => ({ ...x, note: e.target.value }))} error={error("note")} autoComplete="off" />
      </div>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? t("granting") : t("grant")}
      </Button>
    </Form>
  );
}

/** Revokes one running grant of this user. */
export function UserAddonRevoke({ id, grantId, addonLabel }: { id: number; grantId: number; addonLabel: string }) {
  const t = useTranslations("adminUsers.page");
  const { pending, run } = useAction(revokeUserAddonAction, { namespace: "adminUsers.page", fields: [], successMessage: t("revoked") });
  return (
    <Button variant="ghost" disabled={pending} aria-label={t("revokeLabel", { addon: addonLabel })} onClick={() => run({ id, grantId })}>
      {t("revoke")}
    </Button>
  );
}
