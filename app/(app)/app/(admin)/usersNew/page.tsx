import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { ImportUsersForm } from "@/components/admin-users/import-form";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("adminUsers.import");

/** /app/usersNew: the users CSV import (administrators): preview with per-line errors, then all rows or none. */
export default async function UsersImportPage() {
  const denied = await guardArea("usersNew");
  if (denied) return denied;
  const t = await getTranslations("adminUsers.import");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <ImportUsersForm />
    </section>
  );
}
