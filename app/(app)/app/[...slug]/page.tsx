import Link from "@/components/ui/app-link";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { homeOf, mayOpenPath } from "@/lib/auth/areas";
import { requireActor } from "@/lib/auth/current-user";
import { licenseRedirect } from "@/lib/auth/license";
import { Forbidden } from "@/components/shell/forbidden";
import { UPCOMING_AREAS } from "@/lib/shell/nav";

type TProps = { params: Promise<{ slug: string[] }> };

function areaOf(slug: string[]): string | null {
  if (slug[0] === "user" && slug[1] === "billing") return "billing";
  return UPCOMING_AREAS[slug[0]] ?? null;
}

export async function generateMetadata({ params }: TProps) {
  const area = areaOf((await params).slug);
  return area ? { title: (await getTranslations("nav.items"))(area) } : {};
}

// Areas of the product that later releases fill in. The shell, navigation, access rules and
// breadcrumb already apply to them; the page says plainly what it will hold.
export default async function UpcomingAreaPage({ params }: TProps) {
  const { user } = await requireActor();
  const { slug } = await params;
  const area = areaOf(slug);
  if (!area) notFound();
  // The same area table as every page (lib/auth/areas.ts): e.g. /app/users is not a counselor's.
  const path = `/app/${slug.join("/")}`;
  // The license rule of every page (guardArea): a lapsed license goes to Billing.
  const renew = licenseRedirect(user, path, new Date());
  if (renew) redirect(renew);
  if (!mayOpenPath(user.roleId, path)) return <Forbidden />;
  const t = await getTranslations("upcoming");
  const tn = await getTranslations("nav.items");
  return (
    <section className="max-w-2xl space-y-3">
      <h1 className="text-2xl font-semibold">{tn(area)}</h1>
      <p className="text-slate-700">{t(`areas.${area}`)}</p>
      <p className="text-sm text-slate-600">{t("notYet")}</p>
      <Link href={homeOf(user.roleId)} className="inline-block text-sm font-medium text-brand-700 underline">
        {t("back")}
      </Link>
    </section>
  );
}
