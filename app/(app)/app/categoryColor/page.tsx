import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { CategoryColors } from "@/components/categories/category-colors";
import { Forbidden } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { groupCategories, listCategoriesToManage } from "@/lib/categories/queries";

export async function generateMetadata() {
  return { title: (await getTranslations("categories.colors"))("title") };
}

/**
 * /app/categoryColor: the colour of each category and sub-category on the calendar, logs and
 * charts. Managers, directors and admins; only an admin recolours the shared ASCA categories.
 */
export default async function CategoryColorPage() {
  const { user } = await requireActor();
  if (!can(user, "categories.manage")) {
    if (user.roleId === ROLE.user) redirect("/app/dashboard");
    return <Forbidden />;
  }
  const t = await getTranslations("categories.colors");
  const categories = await listCategoriesToManage(await getDb(), { user });
  return (
    <section className="space-y-6 pb-16">
      <div className="max-w-3xl space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
        <Link href="/app/categories" className="text-sm font-medium text-brand-700 underline">
          {t("back")}
        </Link>
      </div>
      <CategoryColors groups={groupCategories(categories)} canEditShared={user.roleId === ROLE.admin} />
    </section>
  );
}
