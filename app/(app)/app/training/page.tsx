import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatInTimeZone } from "date-fns-tz";
import { getDb } from "@/db/client";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { LiveTrainingTable } from "@/components/content/live-training-table";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { liveTrainingClickStats, listLiveTrainings, TRAINING_STATS_DAYS, trainingRegistrations } from "@/lib/content/training-queries";
import { formatDateTime } from "@/lib/i18n/format";
import { getLiveTrainingJoinUrl } from "@/lib/training/queries";
import { liveTrainingState } from "@/lib/training/rules";
import { LIVE_TRAINING_MODAL_TYPES } from "@/lib/training/schemas";
import { safeTimeZone } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("nav.items"))("training") };
}

/**
 * /app/training, where an administrator lands after sign-in: the weekly free live training, the
 * scheduled sessions (create, edit, delete) with their attendance, the join clicks of the last
 * days by source, and the newest training requests. Admins only.
 */
export default async function TrainingPage() {
  const denied = await guardArea("training");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "content.admin")) return <Forbidden />;
  const t = await getTranslations("content.training");
  const db = await getDb();
  const now = new Date();
  const [sessions, clicks, registrations, weeklyJoinUrl] = await Promise.all([
    listLiveTrainings(db, user),
    liveTrainingClickStats(db, user, now),
    trainingRegistrations(db, user, now),
    getLiveTrainingJoinUrl(db),
  ]);
  const zone = safeTimeZone(user.timezone);
  const locale = await getLocale();
  const at = (d: Date) => formatDateTime(d, locale, zone, { weekday: "short", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" });
  const weekly = liveTrainingState(now);
  const local = (d: Date) => formatInTimeZone(d, zone, "yyyy-MM-dd'T'HH:mm");
  const byType = new Map(clicks.map((c) => [c.modalType, c]));

  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </header>

      <section aria-labelledby="weekly-heading" className="space-y-2 rounded-md border border-slate-200 bg-white p-4">
        <h2 id="weekly-heading" className="text-lg font-semibold">{t("weeklyTitle")}</h2>
        <p className="text-sm">{t("weeklyNext", { when: at(weekly.nextSession) })}</p>
        <p className="text-sm">
          {t("weeklyJoin")}{" "}
          <a href={weeklyJoinUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            {weeklyJoinUrl}
          </a>
        </p>
        <p className="text-xs text-slate-500">
          {t("weeklyHint")} <Link href="/app/admin/settings" className="underline">{t("settingsLink")}</Link>
        </p>
      </section>

      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h2 id="sessions-heading" className="text-lg font-semibold">{t("sessionsTitle")}</h2>
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
      </section>

      <section aria-labelledby="clicks-heading" className="space-y-2">
        <h2 id="clicks-heading" className="text-lg font-semibold">{t("clicksTitle", { days: TRAINING_STATS_DAYS })}</h2>
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("clicksTitle", { days: TRAINING_STATS_DAYS })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("colSource")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("colClicks")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("colUsers")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {LIVE_TRAINING_MODAL_TYPES.map((type) => (
                <tr key={type}>
                  <th scope="row" className="px-3 py-2 font-medium">{t(`source.${type}`)}</th>
                  <td className="px-3 py-2 text-right tabular-nums">{byType.get(type)?.clicks ?? 0}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{byType.get(type)?.users ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section aria-labelledby="registrations-heading" className="space-y-2">
        <h2 id="registrations-heading" className="text-lg font-semibold">{t("registrationsTitle")}</h2>
        <p className="text-sm text-slate-600">
          {t("registrationsRecent", { count: registrations.recent, days: TRAINING_STATS_DAYS })}{" "}
          <Link href="/app/admin/demo-requests" className="underline">{t("registrationsAll")}</Link>
        </p>
        {registrations.rows.length === 0 ? (
          <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("registrationsEmpty")}</p>
        ) : (
          <TableScroll>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t("registrationsTitle")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("colReceived")}</th>
                  <th scope="col" className="px-3 py-2">{t("colName")}</th>
                  <th scope="col" className="px-3 py-2">{t("colEmail")}</th>
                  <th scope="col" className="px-3 py-2">{t("colPreferred")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 bg-white">
                {registrations.rows.map((r) => (
                  <tr key={r.id}>
                    <td className="px-3 py-2 whitespace-nowrap">{at(r.createdAt)}</td>
                    <th scope="row" className="px-3 py-2 font-medium">{r.name}</th>
                    <td className="px-3 py-2">
                      <a href={`mailto:${r.email}`} className="underline">{r.email}</a>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{r.preferredAt ? at(r.preferredAt) : t("noPreference")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </section>
  );
}
