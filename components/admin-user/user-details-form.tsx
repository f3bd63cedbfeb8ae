"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form } from "@/components/ui/form";
import { UserLicenceFields, UserNameFields, USER_FIELDS, type TUserFieldValues } from "@/components/admin-users/user-fields";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { changeUserAction } from "@/lib/account-admin/user-actions";

/** Role, edition, licence end, names and language of one user (one audited change). */
export function UserDetailsForm({ id, initial, roles }: { id: number; initial: TUserFieldValues; roles: { id: number; name: string }[] }) {
  const t = useTranslations("adminUsers.page");
  const { pending, submit, error } = useAction(null, { namespace: "adminUsers.page", focus: "[data-user-details]", fields: USER_FIELDS });
  const [v, setV] = useState(initial);
  const set = (patch: Partial<TUserFieldValues>) => setV((x) => ({ ...x, ...patch }));
  return (
    <Form
      data-user-details
      className="space-y-4"
      onSubmit={() => {
        submit(() => changeUserAction({ op: "update", id, ...v, language: v.language as "en" | "it" | "de" }), t("saved"));
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <UserNameFields idPrefix="user" value={v} set={set} error={error} />
        <UserLicenceFields idPrefix="user" value={v} set={set} error={error} roles={roles} />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? t("saving") : t("save")}
      </Button>
    </Form>
  );
}
