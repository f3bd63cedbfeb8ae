import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { requireActor } from "@/lib/auth/current-user";
import { can, scopeOf } from "@/lib/auth/permissions";
import { openCounselorDashboard, teamDashboard } from "@/lib/analysis/dashboard";
import { districtPublishState } from "@/lib/analysis/publish";
import { teamKindOf, teamMembers } from "@/lib/analysis/scope";
import { AppError } from "@/lib/http/errors";
import { listManagedUsers } from "@/lib/users/queries";
import { needsAdminContact } from "@/lib/users/current-user";
import { daysUntilExpire } from "@/lib/users/rules";
import { navFor } from "@/lib/shell/nav";
import { formatDate } from "@/lib/i18n/format";
import { AnalysisView } from "@/components/analysis/analysis-view";
import { CounselorPicker } from "@/components/analysis/counselor-picker";
import { PublishToggle } from "@/components/analysis/publish-toggle";
import { guardArea } from "@/components/shell/forbidden";
import { TrainerSurveys } from "@/components/home/trainer-surveys";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("nav.items", "dashboard");

type TSearch = Promise<Record<string, string | string[] | undefined>>;

export default async function DashboardPage({ searchParams }: { searchParams: TSearch }) {
  const denied = await guardArea("dashboard");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("dashboard");
  const tn = await getTranslations("nav.items");
  const db = await getDb();
  const days = daysUntilExpire(user.expires, user.timezone, new Date());
  const teamKind = teamKindOf(user);
  const showManaged = can(user, "users.dropdown") && !teamKind;
  const managed = showManaged ? await listManagedUsers(db, user, { page: 1, perPage: 8 }) : null;
  const links = navFor(user.roleId).filter((i) => i.key !== "dashboard" && i.section !== "admin");
  const edition = user.appId === 0 ? t("editionTrial") : user.appId === 1 ? "PRO" : "MAX";
  const rawUserId = (await searchParams).user_id;
  const userId = typeof rawUserId === "string" && /^\d{1,9}$/.test(rawUserId) ? Number(rawUserId) : null;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("welcome", { name: user.firstName || user.username })}</h1>
      {needsAdminContact(user) ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("contactAdmin")}
        </p>
      ) : null}
      {/* Who holds the dashboard at "own" records their own time: it opens on their use of time. */}
      {teamKind ? <TeamAnalysis user={user} userId={userId} /> : scopeOf(user, "dashboard.read") === "own" ? <OwnAnalysis user={user} /> : null}
      <TrainerSurveys userId={user.id} />
      <section aria-labelledby="licence-title" className="rounded-lg border border-slate-200 bg-white p-5" data-print="hide">
        <h2 id="licence-title" className="text-lg font-semibold">
          {t("licenceTitle")}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs uppercase text-slate-500">{t("edition")}</dt>
            <dd className="text-lg font-semibold">{edition}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500">{t("expires")}</dt>
            <dd className="text-lg font-semibold">{formatDate(user.expires, await getLocale())}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500">{t("daysLeft")}</dt>
            <dd className={`text-lg font-semibold ${days < 30 ? "text-amber-700" : ""}`}>{Math.max(days, 0)}</dd>
          </div>
        </dl>
        {days < 30 ? (
          <p className="mt-3 text-sm">
            <Link className="font-medium text-brand-700 underline" href="/app/user/billing">
              {t("renew")}
            </Link>
          </p>
        ) : null}
      </section>
      {managed ? (
        <PageSection id="managed-title" title={t("managedTitle", { count: managed.total })} className="rounded-lg border border-slate-200 bg-white p-5">
          {managed.data.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t("managedNone")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {managed.data.map((u) => (
                <li key={u.id} className="flex justify-between py-2 text-sm">
                  <span>
                    {u.first_name} {u.last_name}
                  </span>
                  <span className="text-slate-500">{u.username}</span>
                </li>
              ))}
            </ul>
          )}
        </PageSection>
      ) : null}
      <section aria-labelledby="areas-title" data-print="hide">
        <h2 id="areas-title" className="mb-3 text-lg font-semibold">
          {t("areas")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((l) => (
            <li key={l.key}>
              <Link href={l.href} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600">
                <span className="font-medium">{tn(l.key)}</span>
                <span className="mt-1 block text-sm text-slate-600">{t(`areaHints.${l.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The signed-in counselor's own use of time. */
async function OwnAnalysis({ user }: { user: TUserRow }) {
  const t = await getTranslations("analysis");
  const db = await getDb();
  const data = await openCounselorDashboard(db, user, null, new Date());
  return <AnalysisView title={t("titleSelf")} periods={data.periods} target={data.target} pdfQuery="" upcoming={data.upcoming} />;
}

/** A manager's, director's, state manager's or admin's team, or one counselor of it (?user_id=). */
async function TeamAnalysis({ user, userId }: { user: TUserRow; userId: number | null }) {
  const t = await getTranslations("analysis");
  const db = await getDb();
  const now = new Date();
  if (userId != null && userId !== user.id) {
    // Event titles and student names only for a viewer who may read this counselor's calendar
    // (lib/analysis/visibility.ts); a state manager gets the figures and the times, not the details.
    const [data, members] = await Promise.all([
      openCounselorDashboard(db, user, userId, now).catch((e: unknown) => {
        if (e instanceof AppError && e.status === 404) notFound();
        throw e;
      }),
      teamMembers(db, user),
    ]);
    const subject = data.subject;
    const name = `${subject.firstName} ${subject.lastName}`.trim() || subject.username;
    return (
      <div className="space-y-4">
        <p data-print="hide">
          <Link href="/app/dashboard" className="text-sm font-medium text-brand-700 underline">
            {t("picker.back")}
          </Link>
        </p>
        <CounselorPicker members={members} selectedId={subject.id} />
        <AnalysisView
          title={t("titleOf", { name })}
          periods={data.periods}
          target={data.target}
          pdfQuery={`user_id=${subject.id}`}
          upcoming={data.upcoming}
          upcomingWithheld={data.detailsWithheld}
          emptyHint={t("emptyHintOther", { name })}
        />
      </div>
    );
  }
  const [team, publish] = await Promise.all([teamDashboard(db, user, now), districtPublishState(db, user, now)]);
  if (!team) return null;
  return (
    <div className="space-y-4">
      <AnalysisView
        title={t(`titleTeam.${team.kind}`)}
        subtitle={t("counselorCount", { count: team.members.length })}
        periods={team.periods}
        target={team.target}
        pdfQuery="scope=team"
        initialPeriod="schoolYear"
        team={{ counselors: team.counselors, openBase: "/app/dashboard?user_id=" }}
        emptyHint={t("emptyHintTeam")}
      >
        <CounselorPicker members={team.members} selectedId={null} />
      </AnalysisView>
      {publish ? (
        <PublishToggle leaid={publish.leaid} districtName={publish.name} initial={publish.published} minCounselors={publish.minCounselors} counselorsWithTime={publish.counselorsWithTime} />
      ) : null}
    </div>
  );
}
