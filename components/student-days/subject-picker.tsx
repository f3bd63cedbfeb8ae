"use client";

import { useTranslations } from "next-intl";
import { UsersPicker } from "@/components/shell/users-picker";

/** The users dropdown: whose days the page shows; the first entry is the signed-in user. */
export function SubjectPicker({ users, selected }: { users: { id: number; name: string }[]; selected: number }) {
  const t = useTranslations("studentDays.common");
  if (users.length < 2) return null;
  const [me, ...others] = users;
  return <UsersPicker label={t("whose")} meLabel={t("me", { name: me.name })} meId={me.id} currentId={selected} users={others.map((u) => ({ id: u.id, label: u.name }))} />;
}
