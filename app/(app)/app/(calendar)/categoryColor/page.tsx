import Link from "@/components/ui/app-link";
import { placedUser } from "@/lib/memberships/queries";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { USE_OF_TIME_CATEGORIES } from "@/db/seed/data/asca";
import { CategoryColors } from "@/components/categories/category-colors";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { CATEGORY_MESSAGES, localizeCategories } from "@/lib/categories/labels";
import { groupCategories, listCategoriesToManage } from "@/lib/categories/queries";
import { colorTargetOf } from "@/lib/categories/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("categories.colors");

const SEEDED_COLOR = new Map(USE_OF_TIME_CATEGORIES.map((c) => [c.id, c.color]));

/**
 * /app/categoryColor: the colour of each category and sub-category on the calendar, logs and
 * charts. Managers and directors set their district's own colours of the ASCA categories (and
 * reset them to the default); an admin sets the defaults.
 */
export default async function CategoryColorPage() {
  const denied = await guardArea("categoryColor");
  if (denied) return denied;
  const { user: me } = await requireActor();
  // The proxy sends a counselor, who may not open this screen, to the dashboard (navigationRedirect).
  if (!can(me, "categories.manage")) return <Forbidden />;
  // The district whose colours a manager sets is their active membership, never their profile's.
  const user = await placedUser(await getDb(), me);
  const target = colorTargetOf(user);
  const [t, tc, rows] = await Promise.all([
    getTranslations("categories.colors"),
    getTranslations(CATEGORY_MESSAGES),
    listCategoriesToManage(await getDb(), { user }, target?.kind === "district" ? target.leaid : null),
  ]);
  // For an admin, "overridden" is a default changed from the seeded colour (a reset puts it back).
  const categories = target?.kind === "default" ? rows.map((c) => ({ ...c, overridden: c.scope === "asca" && (SEEDED_COLOR.get(c.id) ?? c.color) !== c.color })) : rows;
  return (
    <section className="space-y-6 pb-16">
      <div className="max-w-3xl space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
        <Link href="/app/categories" className="text-sm font-medium text-brand-700 underline">
          {t("back")}
        </Link>
      </div>
      <CategoryColors groups={groupCategories(localizeCategories(tc, categories))} target={target} />
    </section>
  );
}
