import "server-only";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { getFeedUrl } from "@/lib/calendar/feed";
import { addDays } from "@/lib/calendar/rules";
import { mayReadConfidential, resolveSubject, type TSubject } from "@/lib/calendar/scope";
import { syncProviders, syncStatuses } from "@/lib/calendar/sync";
import { syncAddons } from "@/lib/calendar/sync-rules";
import { CATEGORY_MESSAGES, localizeCategories } from "@/lib/categories/labels";
import { listCategoriesFor } from "@/lib/categories/queries";
import { listClients, listGrades } from "@/lib/clients/queries";
import { localizeGrades } from "@/lib/i18n/reference";
import { usableLessonsOf } from "@/lib/lessons/events";
import { siteOrigin } from "@/lib/pages/origin";
import { listClosedDays, listPeriods } from "@/lib/student-days/queries";
import { listManagedUsers } from "@/lib/users/queries";
import { todayIn } from "@/lib/users/rules";
import { CalendarFeedPanel } from "@/components/calendar-feed/calendar-feed-panel";
import { CalendarView } from "./calendar-view";
import type { TCalendarClient } from "./types";
import type { TViewKey } from "./ui-rules";
import { UserPicker, type TPickableUser } from "./user-picker";

/** How many managed users the picker lists (an admin manages everyone). */
const PICKER_LIMIT = 300;
/** Days closed are loaded once for about a year each side of today. */
const CLOSED_WINDOW_DAYS = 400;

/** initialView null: the default view (week; day on a phone). */
type TProps = { wantedUserId: number | null; initialView: TViewKey | null; initialDate: string | null };

const nameOf = (u: { first_name: string; last_name: string; username: string }) => `${u.first_name} ${u.last_name}`.trim() || u.username;

/**
 * The calendar page's server part, shared by /app/calendar and /app/calendar/{date}: resolves whose
 * calendar it is (the actor's, or a managed user's with the users dropdown), reads their periods,
 * days closed, categories, students and groups and the feed URL, and hands them to the island.
 */
export async function CalendarScreen({ wantedUserId, initialView, initialDate }: TProps) {
  const actor = await requireActor();
  // Role 2 never opens the calendar: the layout redirects too; this is the page's own check.
  if (actor.user.roleId === ROLE.manager) redirect("/app/dashboard");
  const db = await getDb();
  const [t, tc] = await Promise.all([getTranslations("calendar.page"), getTranslations(CATEGORY_MESSAGES)]);
  const picker = can(actor.user, "users.dropdown");

  let subject: TSubject;
  let refused = false;
  try {
    subject = await resolveSubject(db, actor, picker ? wantedUserId : null);
  } catch {
    // A user id that is not one the actor manages: their own calendar, with a notice (never whose it was).
    subject = await resolveSubject(db, actor, null);
    refused = true;
  }
  if (wantedUserId !== null && wantedUserId !== actor.user.id && !picker) refused = true;
  const userId = subject.isSelf ? null : subject.userId;
  const readNames = mayReadConfidential(actor, subject);
  const today = todayIn(subject.timezone, new Date());

  const [owner] = subject.isSelf ? [actor.user] : await db.select().from(users).where(eq(users.id, subject.userId)).limit(1);

  const [periods, closed, categories, clients, grades, managed, feedUrl, statuses] = await Promise.all([
    listPeriods(db, actor, userId),
    listClosedDays(db, actor, { start: addDays(today, -CLOSED_WINDOW_DAYS), end: addDays(today, CLOSED_WINDOW_DAYS), userId }),
    listCategoriesFor(db, { user: owner }),
    readNames ? listClients(db, actor, { userId }) : Promise.resolve([]),
    listGrades(db).then(async (g) => localizeGrades(g, await getLocale())),
    picker ? listManagedUsers(db, actor.user, { page: 1, perPage: PICKER_LIMIT }) : Promise.resolve(null),
    subject.isSelf ? getFeedUrl(db, actor, siteOrigin(await headers())) : Promise.resolve(null),
    subject.isSelf ? syncStatuses(db, actor.user.id) : Promise.resolve({}),
  ]);
  // The lessons the owner's events may deliver (own and shared); a secretary never links a lesson.
  const lessons = readNames ? await usableLessonsOf(db, subject.userId) : [];

  // Inactive students stay listed: past events still name them.
  const calendarClients: TCalendarClient[] = clients.map((c) => ({ id: c.id, type: c.type, name: c.name, male: c.male, female: c.female, count: c.count, grade_id: c.grade_id }));
  const pickable: TPickableUser[] = (managed?.data ?? []).map((u) => ({ id: u.id, label: `${nameOf(u)} (${u.username})` }));
  const ownerName = subject.isSelf ? null : nameOf({ first_name: owner.firstName, last_name: owner.lastName, username: owner.username });

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{ownerName ? t("titleOf", { name: ownerName }) : t("title")}</h1>
          <p className="text-sm text-slate-600">{t("intro")}</p>
        </div>
        {picker ? <UserPicker meId={actor.user.id} currentId={subject.userId} users={pickable} truncated={(managed?.total ?? 0) > pickable.length} /> : null}
      </header>
      {refused ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("refused")}
        </p>
      ) : null}
      {!readNames ? <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">{t("busyOnly")}</p> : null}
      <CalendarView
        key={subject.userId}
        timezone={subject.timezone}
        initialView={initialView}
        initialDate={initialDate}
        periods={periods.map((p) => ({ period: p.period, start: p.start, end: p.end }))}
        closedDays={closed.map((d) => ({ date: d.date, label: d.label }))}
        categories={localizeCategories(tc, categories)}
        clients={calendarClients}
        grades={grades.map((g) => ({ id: g.id, name: g.name }))}
        lessons={lessons.map((l) => ({ id: l.id, name: l.name }))}
        userId={userId}
        readConfidential={readNames}
      />
      {subject.isSelf ? <CalendarFeedPanel feedUrl={feedUrl} providers={syncProviders()} addons={syncAddons(actor.user)} statuses={statuses} timezone={subject.timezone} /> : null}
    </div>
  );
}
