"use client";

import { useTranslations } from "next-intl";
import { UsersPicker, type TPickableUser } from "@/components/shell/users-picker";

/** Managers and directors: whose students and groups the page shows (?user=id), among the counselors they manage. */
export function OwnerPicker({ meId, currentId, options, truncated }: { meId: number; currentId: number; options: readonly TPickableUser[]; truncated: boolean }) {
  const t = useTranslations("clients.page");
  return (
    <UsersPicker label={t("ownerLabel")} meLabel={t("ownerMe")} meId={meId} currentId={currentId} users={options} truncatedHint={truncated ? t("ownerTruncated", { count: options.length }) : null} />
  );
}
