"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { AdminInput, AdminSelect } from "@/components/billing-admin/controls";
import { Button } from "@/components/ui/button";
import { successToast } from "@/components/ui/success-toast";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { changeUserAction } from "@/lib/account-admin/user-actions";
import { ADMIN_EDITIONS_LIST } from "@/lib/account-admin/user-rules";
import type { TErrorEntry } from "@/lib/http/errors";

type TValues = { first_name: string; last_name: string; role_id: string; app_id: string; expires: string; language: string };
const FIELDS = ["first_name", "last_name", "role_id", "app_id", "expires", "language"] as const;

/** The error of an entry in the admin's language: by code, else the server's text. */
export function useUserPageError() {
  const t = useTranslations("adminUsers.page");
  return (e: TErrorEntry | undefined) => (e ? (t.has(`errors.${e.code}`) ? t(`errors.${e.code}`) : e.message) : "");
}

/** Role, edition, licence end, names and language of one user (one audited change). */
export function UserDetailsForm({ id, initial, roles }: { id: number; initial: TValues; roles: { id: number; name: string }[] }) {
  const t = useTranslations("adminUsers.page");
  const te = useTranslations("adminUsers.editions");
  const errorText = useUserPageError();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<TValues>) => setV((x) => ({ ...x, ...patch }));
  return (
    <form
      data-user-details
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        startTransition(async () => {
          const result = watchUnauthorized(await changeUserAction({ op: "update", id, ...v, language: v.language as "en" | "it" | "de" }));
          if (result.ok) {
            setErrors({});
            successToast(t("saved"));
            router.refresh();
            return;
          }
          const fields: Record<string, string> = {};
          let general = "";
          for (const entry of result.error) {
            if (entry.field && (FIELDS as readonly string[]).includes(entry.field)) fields[entry.field] ??= errorText(entry);
            else general ||= errorText(entry);
          }
          setErrors(fields);
          if (general) toast.error(general);
          requestAnimationFrame(() => document.querySelector<HTMLElement>("[data-user-details] [aria-invalid='true']")?.focus());
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminInput id="user-first" label={t("firstName")} value={v.first_name} maxLength={100} onChange={(e) => set({ first_name: e.target.value })} error={errors.first_name} autoComplete="off" />
        <AdminInput id="user-last" label={t("lastName")} value={v.last_name} maxLength={100} onChange={(e) => set({ last_name: e.target.value })} error={errors.last_name} autoComplete="off" />
        <AdminSelect id="user-role" label={t("role")} value={v.role_id} onChange={(e) => set({ role_id: e.target.value })} error={errors.role_id} options={roles.map((r) => ({ value: String(r.id), label: r.name }))} />
        <AdminSelect
          id="user-edition"
          label={t("edition")}
          value={v.app_id}
          onChange={(e) => set({ app_id: e.target.value })}
          error={errors.app_id}
          options={ADMIN_EDITIONS_LIST.map((a) => ({ value: String(a), label: te(String(a)) }))}
        />
        <AdminInput id="user-expires" type="date" label={t("expires")} value={v.expires} onChange={(e) => set({ expires: e.target.value })} error={errors.expires} />
        <AdminSelect
          id="user-language"
          label={t("language")}
          value={v.language}
          onChange={(e) => set({ language: e.target.value })}
          error={errors.language}
          options={[
            { value: "en", label: "English" },
            { value: "it", label: "Italiano" },
            { value: "de", label: "Deutsch" },
          ]}
        />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
