"use client";

import { useId } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/form";

/** The users dropdown of the program-planning pages: a manager opens a counselor's records (read-only) through ?user_id=. */
export function OwnerPicker({ options, meId, selectedId, basePath }: { options: { id: number; label: string }[]; meId: number; selectedId: number; basePath: string }) {
  const t = useTranslations("curriculum.owner");
  const router = useRouter();
  const id = useId();
  return (
    <div className="max-w-sm space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t("label")}
      </label>
      <select
        id={id}
        className={inputClass}
        value={selectedId === meId ? "" : String(selectedId)}
        onChange={(e) => router.push(e.target.value ? `${basePath}?user_id=${e.target.value}` : basePath)}
        data-testid="owner-picker"
      >
        <option value="">{t("me")}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
