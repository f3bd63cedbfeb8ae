"use client";

import { useTranslations } from "next-intl";
import { UsersPicker, type TPickableUser } from "@/components/shell/users-picker";

export type { TPickableUser };

/**
 * Roles 3, 9, 5 and DirSupport: whose calendar the page shows (?user=id), among the users they
 * manage. Role 2 has the same dropdown elsewhere but never reaches the calendar page.
 */
export function UserPicker({ meId, currentId, users, truncated }: { meId: number; currentId: number; users: readonly TPickableUser[]; truncated: boolean }) {
  const t = useTranslations("calendar.userPicker");
  return <UsersPicker label={t("label")} meLabel={t("me")} meId={meId} currentId={currentId} users={users} truncatedHint={truncated ? t("truncated", { count: users.length }) : null} />;
}
