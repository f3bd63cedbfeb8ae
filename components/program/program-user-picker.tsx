"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/form";
import type { TTeamMember } from "@/lib/analysis/scope";

/** A team member's name in a dropdown: "Last, First", else the user name. */
const memberName = (m: TTeamMember) => `${m.lastName}, ${m.firstName}`.replace(/^, |, $/g, "") || m.username;

/** A dropdown of a manager's team that opens the chosen member's page (?user_id=), or the empty choice's page. */
export function TeamMemberPicker({
  id,
  label,
  emptyLabel,
  members,
  selectedId,
  basePath,
  className = "max-w-sm",
}: {
  id: string;
  label: string;
  emptyLabel: string;
  members: TTeamMember[];
  selectedId: number | null;
  basePath: string;
  className?: string;
}) {
  const router = useRouter();
  return (
    <SelectField
      id={id}
      label={label}
      className={className}
      value={selectedId ?? ""}
      onChange={(e) => router.push(e.target.value ? `${basePath}?user_id=${e.target.value}` : basePath)}
      placeholder={emptyLabel}
      options={members.map((m) => ({ value: String(m.id), label: memberName(m) }))}
    />
  );
}

/** The users dropdown of a manager (roles with managed users choose whose program to read): their own, or a counselor's (?user_id=). */
export function ProgramUserPicker({ members, selectedId, basePath }: { members: TTeamMember[]; selectedId: number | null; basePath: string }) {
  const t = useTranslations("program.common.picker");
  return <TeamMemberPicker id="program-user-picker" label={t("label")} emptyLabel={t("own")} members={members} selectedId={selectedId} basePath={basePath} />;
}
