"use client";

import { useTranslations } from "next-intl";
import { TeamMemberPicker } from "@/components/program/program-user-picker";
import type { TTeamMember } from "@/lib/analysis/scope";

/** Opens one counselor's analysis (the page's ?user_id=). */
export function CounselorPicker({ members, selectedId }: { members: TTeamMember[]; selectedId: number | null }) {
  const t = useTranslations("analysis.picker");
  return (
    <div data-print="hide">
      <TeamMemberPicker id="counselor-picker" label={t("label")} emptyLabel={t("team")} members={members} selectedId={selectedId} basePath="/app/dashboard" />
    </div>
  );
}
