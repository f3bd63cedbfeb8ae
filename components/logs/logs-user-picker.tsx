"use client";

import { useTranslations } from "next-intl";
import { UsersPicker, type TPickableUser } from "@/components/shell/users-picker";

/** For users with the users dropdown: whose logs the page shows (?user=id), among the users they manage. */
export function LogsUserPicker({ meId, currentId, users }: { meId: number; currentId: number; users: TPickableUser[] }) {
  const t = useTranslations("logs.userPicker");
  return <UsersPicker label={t("label")} meLabel={t("me")} meId={meId} currentId={currentId} users={users} />;
}
