"use client";

import { useTranslations } from "next-intl";
import { DateField, SelectField, TextField } from "@/components/ui/form";
import { ADMIN_EDITIONS_LIST } from "@/lib/account-admin/user-rules";

// The fields a user has on both admin forms (/app/users/new and a user's page): names, role,
// edition, licence end and language. Each form places them in its grid and sends what it holds.

export type TUserFieldValues = { first_name: string; last_name: string; role_id: string; app_id: string; expires: string; language: string };

export const USER_FIELDS = ["first_name", "last_name", "role_id", "app_id", "expires", "language"] as const;

type TProps<V extends TUserFieldValues> = {
  /** The ids' first part: "new-user" gives new-user-first, new-user-role, … */
  idPrefix: string;
  value: V;
  set: (change: Partial<TUserFieldValues>) => void;
  error: (field: string) => string | undefined;
  required?: boolean;
};

/** First and last name. */
export function UserNameFields<V extends TUserFieldValues>({ idPrefix, value, set, error, required }: TProps<V>) {
  const t = useTranslations("adminUsers.new");
  return (
    <>
      <TextField
        id={`${idPrefix}-first`}
        label={t("firstName")}
        value={value.first_name}
        maxLength={100}
        onChange={(e) => set({ first_name: e.target.value })}
        error={error("first_name")}
        required={required}
        autoComplete="off"
      />
      <TextField
        id={`${idPrefix}-last`}
        label={t("lastName")}
        value={value.last_name}
        maxLength={100}
        onChange={(e) => set({ last_name: e.target.value })}
        error={error("last_name")}
        required={required}
        autoComplete="off"
      />
    </>
  );
}

const LANGUAGES = [
  { value: "en", label: "English" },
  { value: "it", label: "Italiano" },
  { value: "de", label: "Deutsch" },
] as const;

/** Role, edition, the licence's last day and the language. */
export function UserLicenceFields<V extends TUserFieldValues>({ idPrefix, value, set, error, roles }: TProps<V> & { roles: { id: number; name: string }[] }) {
  const t = useTranslations("adminUsers.new");
  const editions = useTranslations("adminUsers.editions");
  return (
    <>
      <SelectField
        id={`${idPrefix}-role`}
        label={t("role")}
        value={value.role_id}
        onChange={(e) => set({ role_id: e.target.value })}
        error={error("role_id")}
        options={roles.map((r) => ({ value: String(r.id), label: r.name }))}
      />
      <SelectField
        id={`${idPrefix}-edition`}
        label={t("edition")}
        value={value.app_id}
        onChange={(e) => set({ app_id: e.target.value })}
        error={error("app_id")}
        options={ADMIN_EDITIONS_LIST.map((a) => ({ value: String(a), label: editions(String(a)) }))}
      />
      <DateField id={`${idPrefix}-expires`} label={t("expires")} value={value.expires} onValueChange={(expires) => set({ expires })} error={error("expires")} />
      <SelectField id={`${idPrefix}-language`} label={t("language")} value={value.language} onChange={(e) => set({ language: e.target.value })} error={error("language")} options={LANGUAGES} />
    </>
  );
}
