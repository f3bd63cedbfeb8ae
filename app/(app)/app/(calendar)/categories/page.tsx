import Link from "@/components/ui/app-link";
import { placedUser } from "@/lib/memberships/queries";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { CategoriesManager } from "@/components/categories/categories-manager";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { CATEGORY_MESSAGES, localizeCategories } from "@/lib/categories/labels";
import { districtSettingsFor, groupCategories, listCategoriesToManage, ownerScopes } from "@/lib/categories/queries";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("categories");

/**
 * /app/categories: the ASCA use-of-time categories of the district's edition, grouped, with their
 * examples, and the sub-categories a manager, director or admin keeps for their school or district.
 * Role 1 uses the categories but may not open this screen (sent to the dashboard).
 */
export default async function CategoriesPage() {
  const denied = await guardArea("categories");
  if (denied) return denied;
  const { user: me } = await requireActor();
  // The proxy sends a counselor, who may not open this screen, to the dashboard (navigationRedirect).
  if (!can(me, "categories.manage")) return <Forbidden />;
  const db = await getDb();
  // The district and school a manager manages are their active memberships, never their profile's.
  const user = await placedUser(db, me);
  const [t, tc, categories, settings] = await Promise.all([getTranslations("categories"), getTranslations(CATEGORY_MESSAGES), listCategoriesToManage(db, { user }), districtSettingsFor(db, user)]);
  const scopes = ownerScopes(user).map((s) => s.scope);
  return (
    <section className="space-y-6 pb-16">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl space-y-2">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="text-slate-700">{t("intro")}</p>
          <p className="text-sm text-slate-600">{t(settings.edition === 3 ? "edition3" : "edition4")}</p>
          {scopes.length === 0 ? <p className="text-sm text-amber-800">{t("noScope")}</p> : <p className="text-sm text-slate-600">{t("scopeHint")}</p>}
        </div>
        <Link href="/app/categoryColor" className="text-sm font-medium text-brand-700 underline">
          {t("colorsLink")}
        </Link>
      </div>
      <CategoriesManager groups={groupCategories(localizeCategories(tc, categories))} scopes={scopes} directTarget={settings.directTarget} />
    </section>
  );
}
