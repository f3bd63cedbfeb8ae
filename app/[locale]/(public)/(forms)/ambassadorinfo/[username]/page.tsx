import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { PageFrame } from "@/components/pages/info-page";
import { roleKey } from "@/lib/auth/roles";
import { findAmbassador } from "@/lib/pages/public-queries";
import { PageSection } from "@/components/ui/page/page-section";

type TProps = { params: Promise<{ username: string }> };

async function load(params: TProps["params"]) {
  const { username } = await params;
  return findAmbassador(await getDb(), username);
}

export async function generateMetadata({ params }: TProps) {
  const a = await load(params);
  const t = await getTranslations("pages.ambassadorCard");
  return { title: a ? t("metaTitle", { name: `${a.firstName} ${a.lastName}`.trim() }) : t("title") };
}

/**
 * /ambassadorinfo/:username: an ambassador's public card — name, role, school and district, and a
 * way to reach them through SCUTA (their email is not published). Unknown or inactive: 404.
 */
export default async function AmbassadorInfoPage({ params }: TProps) {
  const a = await load(params);
  if (!a) notFound();
  const t = await getTranslations("pages.ambassadorCard");
  const tr = await getTranslations();
  const name = `${a.firstName} ${a.lastName}`.trim() || a.username;
  const place = [a.city, a.state].filter(Boolean).join(", ");
  return (
    <PageFrame title={name} eyebrow={t("title")}>
      <PageSection id="card-about" title={t("about")} className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" headingClassName="text-xl font-semibold text-slate-900">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">{t("role")}</dt>
            <dd className="font-medium text-slate-900">{tr(roleKey(a.roleId))}</dd>
          </div>
          {a.schoolName ? (
            <div>
              <dt className="text-sm text-slate-600">{t("school")}</dt>
              <dd className="font-medium text-slate-900">{a.schoolName}</dd>
            </div>
          ) : null}
          {a.district ? (
            <div>
              <dt className="text-sm text-slate-600">{t("district")}</dt>
              <dd className="font-medium text-slate-900">{a.district}</dd>
            </div>
          ) : null}
          {place ? (
            <div>
              <dt className="text-sm text-slate-600">{t("location")}</dt>
              <dd className="font-medium text-slate-900">{place}</dd>
            </div>
          ) : null}
        </dl>
      </PageSection>
      <PageSection id="card-reach" title={t("reachTitle", { name: a.firstName || name })} className="space-y-3" headingClassName="text-xl font-semibold text-slate-900">
        <p className="text-slate-700">{t("reachBody", { name: a.firstName || name })}</p>
        <Link href={`/scheduleDemo/${encodeURIComponent(a.username)}`} className="inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          {t("reachAction", { name: a.firstName || name })}
        </Link>
        <p className="text-sm text-slate-600">{t("privacyNote")}</p>
      </PageSection>
    </PageFrame>
  );
}
