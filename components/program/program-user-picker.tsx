"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/field";
import type { TTeamMember } from "@/lib/analysis/scope";

/** The users dropdown of a manager (spec 3: roles with managed users choose whose program to read): their own, or a counselor's (?user_id=). */
export function ProgramUserPicker({ members, selectedId, basePath }: { members: TTeamMember[]; selectedId: number | null; basePath: string }) {
  const t = useTranslations("program.common.picker");
  const router = useRouter();
  return (
    <div className="max-w-sm space-y-1">
      <label htmlFor="program-user-picker" className="block text-sm font-medium text-slate-700">
        {t("label")}
      </label>
      <select
        id="program-user-picker"
        className={inputClass}
        value={selectedId ?? ""}
        onChange={(e) => router.push(e.target.value ? `${basePath}?user_id=${e.target.value}` : basePath)}
      >
        <option value="">{t("own")}</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {`${m.lastName}, ${m.firstName}`.replace(/^, |, $/g, "") || m.username}
          </option>
        ))}
      </select>
    </div>
  );
}
