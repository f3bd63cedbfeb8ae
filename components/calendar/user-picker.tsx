"use client";

import { usePathname, useRouter } from "next/navigation";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/field";

export type TPickableUser = { id: number; label: string };

type TProps = {
  meId: number;
  /** The user whose calendar is shown. */
  currentId: number;
  users: readonly TPickableUser[];
  /** True when the list was cut short (an admin with many users). */
  truncated: boolean;
};

/**
 * Roles 3, 9, 5 and DirSupport: whose calendar the page shows (?user=id), among the users they
 * manage. Role 2 has the same dropdown elsewhere but never reaches the calendar page.
 */
export function UserPicker({ meId, currentId, users, truncated }: TProps) {
  const t = useTranslations("calendar.userPicker");
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t("label")}
      </label>
      <select
        id={id}
        className={`${inputClass} min-w-64`}
        value={currentId}
        aria-describedby={truncated ? `${id}-hint` : undefined}
        onChange={(e) => {
          const next = Number(e.target.value);
          router.push(next === meId ? pathname : `${pathname}?user=${next}`);
        }}
      >
        <option value={meId}>{t("me")}</option>
        {users.map((u) => (
          <option key={u.id} value={u.id}>
            {u.label}
          </option>
        ))}
      </select>
      {truncated ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t("truncated", { count: users.length })}
        </p>
      ) : null}
    </div>
  );
}
