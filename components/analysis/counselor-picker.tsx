"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { TTeamMember } from "@/lib/analysis/scope";
import { inputClass } from "@/components/ui/field";

/** Opens one counselor's analysis (the page's ?user_id=). */
export function CounselorPicker({ members, selectedId }: { members: TTeamMember[]; selectedId: number | null }) {
  const t = useTranslations("analysis.picker");
  const router = useRouter();
  return (
    <div className="max-w-sm space-y-1" data-print="hide">
      <label htmlFor="counselor-picker" className="block text-sm font-medium text-slate-700">
        {t("label")}
      </label>
      <select
        id="counselor-picker"
        className={inputClass}
        value={selectedId ?? ""}
        onChange={(e) => router.push(e.target.value ? `/app/dashboard?user_id=${e.target.value}` : "/app/dashboard")}
      >
        <option value="">{t("team")}</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {`${m.lastName}, ${m.firstName}`.replace(/^, |, $/g, "") || m.username}
          </option>
        ))}
      </select>
    </div>
  );
}
