"use client";

import { usePathname, useRouter } from "next/navigation";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/field";

type TProps = { meId: number; currentId: number; options: readonly { id: number; label: string }[]; truncated: boolean };

/** Managers and directors: whose students and groups the page shows (?user=id), among the counselors they manage. */
export function OwnerPicker({ meId, currentId, options, truncated }: TProps) {
  const t = useTranslations("clients.page");
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t("ownerLabel")}
      </label>
      <select
        id={id}
        className={`${inputClass} min-w-64`}
        value={currentId}
        onChange={(e) => {
          const next = Number(e.target.value);
          router.push(next === meId ? pathname : `${pathname}?user=${next}`);
        }}
        aria-describedby={truncated ? `${id}-hint` : undefined}
      >
        <option value={meId}>{t("ownerMe")}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      {truncated ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t("ownerTruncated", { count: options.length })}
        </p>
      ) : null}
    </div>
  );
}
