"use client";

import { useId } from "react";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/field";

/** For users with the users dropdown: whose logs the page shows (?user=id), among the users they manage. */
export function LogsUserPicker({ meId, currentId, users }: { meId: number; currentId: number; users: { id: number; label: string }[] }) {
  const t = useTranslations("logs.userPicker");
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t("label")}
      </label>
      <select id={id} value={currentId} onChange={(e) => router.push(Number(e.target.value) === meId ? pathname : `${pathname}?user=${e.target.value}`)} className={`${inputClass} min-w-64`}>
        <option value={meId}>{t("me")}</option>
        {users.map((u) => (
          <option key={u.id} value={u.id}>
            {u.label}
          </option>
        ))}
      </select>
    </div>
  );
}
