"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import type { TUserListItem } from "@/lib/users/queries";

export const userLabel = (u: Pick<TUserListItem, "username" | "first_name" | "last_name">) => {
  const name = `${u.first_name} ${u.last_name}`.trim();
  return name ? `${name} (${u.username})` : u.username;
};

/** Managers and admins: whose licence and orders the page shows (?for=username). */
export function HolderPicker({ me, current, users, complete }: { me: string; current: string; users: TUserListItem[]; complete: boolean }) {
  const t = useTranslations("billing.account.holder");
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(current);

  const show = (username: string) => {
    const u = username.trim();
    router.push(!u || u === me ? "/app/user/billing" : `/app/user/billing?for=${encodeURIComponent(u)}`);
  };

  return (
    <form
      className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        show(value);
      }}
    >
      <div className="min-w-64 flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t("label")}
        </label>
        {complete ? (
          <select id={id} className={inputClass} value={value} onChange={(e) => setValue(e.target.value)}>
            <option value={me}>{t("me", { username: me })}</option>
            {users.map((u) => (
              <option key={u.id} value={u.username}>
                {userLabel(u)}
              </option>
            ))}
          </select>
        ) : (
          <>
            <input id={id} className={inputClass} list={`${id}-list`} value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" aria-describedby={`${id}-hint`} />
            <datalist id={`${id}-list`}>
              {users.map((u) => (
                <option key={u.id} value={u.username}>
                  {userLabel(u)}
                </option>
              ))}
            </datalist>
            <p id={`${id}-hint`} className="text-xs text-slate-500">
              {t("typeHint")}
            </p>
          </>
        )}
      </div>
      <Button type="submit" variant="secondary">
        {t("show")}
      </Button>
    </form>
  );
}
