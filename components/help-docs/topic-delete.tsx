"use client";

import { useTranslations } from "next-intl";
import { deleteDocTopicAction } from "@/lib/help-docs/actions";
import { ConfirmDelete } from "./confirm-delete";

export function TopicDelete({ id, title }: { id: number; title: string }) {
  const t = useTranslations("helpDocs.admin");
  return <ConfirmDelete name={title} deleted={t("deleted")} action={() => deleteDocTopicAction(id)} />;
}
