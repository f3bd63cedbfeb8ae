import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatInTimeZone } from "date-fns-tz";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { LiveTrainingTable } from "@/components/content/live-training-table";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { liveTrainingClickStats, listLiveTrainings, TRAINING_STATS_DAYS, trainingRegistrations } from "@/lib/content/training-queries";
import { formatDateTime } from "@/lib/i18n/format";
import { getLiveTrainingJoinUrl } from "@/lib/training/queries";
import { liveTrainingState } from "@/lib/training/rules";
import { LIVE_TRAINING_MODAL_TYPES } from "@/lib/training/schemas";
import { safeTimeZone } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageHeader } from "@/components/ui/page/page-header";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("nav.items", "training");

/**
 * /app/training, where an administrator lands after sign-in: the weekly free live training, the
 * scheduled sessions (create, edit, delete) with their attendance, the join clicks of the last
 * days by source, and the newest training requests. Admins only.
 */
export default async function TrainingPage() {
  const denied = await guardArea("training");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  if (!can(user, "content.admin")) return <Forbidden />;
  const t = await getTranslations("content.training");
  const db = await getDb();
  const now = new Date();
  const [sessions, clicks, registrations, weeklyJoinUrl] = await Promise.all([
    listLiveTrainings(db, actor),
    liveTrainingClickStats(db, actor, now),
    trainingRegistrations(db, actor, now),
    getLiveTrainingJoinUrl(db),
  ]);
  const zone = safeTimeZone(user.timezone);
  const locale = await getLocale();
  const at = (d: Date) => formatDateTime(d, locale, zone, { weekday: "short", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" });
  const weekly = liveTrainingState(now);
  const local = (d: Date) => formatInTimeZone(d, zone, "yyyy-MM-dd'T'HH:mm");
  const byType = new Map(clicks.map((c) => [c.modalType, c]));

  const clickColumns: TColumn<{ type: (typeof LIVE_TRAINING_MODAL_TYPES)[number] }>[] = [
    { id: "source", header: t("colSource"), rowHeader: true, cell: (r) => t(`source.${r.type}`) },
    { id: "clicks", header: t("colClicks"), align: "end", className: "tabular-nums", cell: (r) => byType.get(r.type)?.clicks ?? 0 },
    { id: "users", header: t("colUsers"), align: "end", className: "tabular-nums", cell: (r) => byType.get(r.type)?.users ?? 0 },
  ];
  const registrationColumns: TColumn<(typeof registrations.rows)[number]>[] = [
    { id: "received", header: t("colReceived"), className: "whitespace-nowrap", cell: (r) => at(r.createdAt) },
    { id: "name", header: t("colName"), rowHeader: true, cell: (r) => r.name },
    {
      id: "email",
      header: t("colEmail"),
      cell: (r) => (
        <a href={`mailto:${r.email}`} className="underline">
          {r.email}
        </a>
      ),
    },
    { id: "preferred", header: t("colPreferred"), className: "whitespace-nowrap", cell: (r) => (r.preferredAt ? at(r.preferredAt) : t("noPreference")) },
  ];
  return (
    <section className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} introClassName="text-sm text-slate-600" tight />

      <PageSection id="weekly-heading" title={t("weeklyTitle")} className="space-y-2 rounded-md border border-slate-200 bg-white p-4">
        <p className="text-sm">{t("weeklyNext", { when: at(weekly.nextSession) })}</p>
        <p className="text-sm">
          {t("weeklyJoin")}{" "}
          <a href={weeklyJoinUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            {weeklyJoinUrl}
          </a>
        </p>
        <p className="text-xs text-slate-500">
          {t("weeklyHint")}{" "}
          <Link href="/app/admin/settings" className="underline">
            {t("settingsLink")}
          </Link>
        </p>
      </PageSection>

      <PageSection id="sessions-heading" title={t("sessionsTitle")} className="space-y-3">
        <p className="text-sm text-slate-600">{t("sessionsIntro", { zone })}</p>
        <LiveTrainingTable
          newValue={{ id: null, title: "", description: "", startsAt: local(weekly.nextSession), durationMinutes: 60, joinUrl: weeklyJoinUrl }}
          rows={sessions.map((s) => ({
            id: s.id,
            title: s.title,
            description: s.description,
            startsAt: local(s.startsAt),
            durationMinutes: s.durationMinutes,
            joinUrl: s.joinUrl,
            when: at(s.startsAt),
            upcoming: s.startsAt.getTime() + s.durationMinutes * 60_000 > now.getTime(),
            clicks: s.clicks,
            attendees: s.attendees,
          }))}
        />
      </PageSection>

      <PageSection id="clicks-heading" title={t("clicksTitle", { days: TRAINING_STATS_DAYS })} className="space-y-2">
        <DataTable columns={clickColumns} rows={LIVE_TRAINING_MODAL_TYPES.map((type) => ({ type }))} rowKey={(r) => r.type} caption={t("clicksTitle", { days: TRAINING_STATS_DAYS })} empty="" />
      </PageSection>

      <PageSection id="registrations-heading" title={t("registrationsTitle")} className="space-y-2">
        <p className="text-sm text-slate-600">
          {t("registrationsRecent", { count: registrations.recent, days: TRAINING_STATS_DAYS })}{" "}
          <Link href="/app/admin/demo-requests" className="underline">
            {t("registrationsAll")}
          </Link>
        </p>
        <DataTable columns={registrationColumns} rows={registrations.rows} rowKey={(r) => r.id} caption={t("registrationsTitle")} empty={t("registrationsEmpty")} />
      </PageSection>
    </section>
  );
}
