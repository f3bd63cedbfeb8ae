import "server-only";
import Link from "@/components/ui/app-link";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import type { TProfileType } from "@/lib/account/profile-rules";
import { calendarImportNotice } from "@/lib/account/rules";
import { mayOpenArea } from "@/lib/auth/areas";
import type { TActor } from "@/lib/auth/current-user";
import { roleKey } from "@/lib/auth/roles";
import { getFeedUrl } from "@/lib/calendar/feed";
import { syncProviders, syncStatuses } from "@/lib/calendar/sync";
import { syncAddons } from "@/lib/calendar/sync-rules";
import { formatDate } from "@/lib/i18n/format";
import { isLocale, LOCALE_NAMES } from "@/lib/i18n/locales";
import { siteOrigin } from "@/lib/pages/origin";
import { CalendarFeedPanel } from "@/components/calendar-feed/calendar-feed-panel";
import { PasswordForm } from "./password-form";
import { PersonalForm } from "./personal-form";
import { PreferencesForm } from "./preferences-form";
import { SchoolForm } from "./school-form";
import { MembershipStatus } from "@/components/memberships/membership-status";

/** The tabs of the profile, in order; school year and billing have their own routes. */
const TABS = [
  { type: "overview", href: "/app/user/overview" },
  { type: "personal", href: "/app/user/personal" },
  { type: "password", href: "/app/user/password" },
  { type: "school", href: "/app/user/school" },
  { type: "schoolYear", href: "/app/user/dates" },
  { type: "preferences", href: "/app/user/preferences" },
  { type: "scalendars", href: "/app/user/scalendars" },
  { type: "billing", href: "/app/user/billing" },
] as const;

function tabsFor(roleId: number) {
  return TABS.filter((tab) => (tab.type === "scalendars" ? mayOpenArea(roleId, "calendarSync") : tab.type === "schoolYear" ? mayOpenArea(roleId, "schoolYear") : true));
}

/** /app/user/{type}[/{date}[/{AppID}]]: the signed-in user's own account, one section per type. */
export async function ProfileScreen({ actor, type, date }: { actor: TActor; type: TProfileType; date: string | null }) {
  const t = await getTranslations("profile");
  const user = actor.user;
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t(`types.${type}`)}</h1>
        <p className="text-slate-700">{t(`intros.${type}`)}</p>
      </header>
      <nav aria-label={t("tabsLabel")}>
        <ul className="flex flex-wrap gap-2">
          {tabsFor(user.roleId).map((tab) => (
            <li key={tab.type}>
              <Link
                href={tab.href}
                aria-current={tab.type === type ? "page" : undefined}
                className={`inline-block rounded-md border px-3 py-1.5 text-sm ${tab.type === type ? "border-brand-600 bg-brand-50 font-medium text-brand-800" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
              >
                {t(`types.${tab.type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section actor={actor} user={user} type={type} date={date} />
    </div>
  );
}

async function Section({ actor, user, type, date }: { actor: TActor; user: TUserRow; type: TProfileType; date: string | null }) {
  switch (type) {
    case "personal":
      return <PersonalForm username={user.username} initial={{ first_name: user.firstName, last_name: user.lastName, email: user.email, phone: user.phone }} />;
    case "password":
      return <PasswordForm />;
    case "school":
      return (
        <div className="space-y-4">
          <MembershipStatus userId={user.id} />
          <SchoolForm initial={{ zipcode: user.zipcode, NCESSCH: user.ncessch ?? "1", school_name: user.schoolName }} />
        </div>
      );
    case "preferences":
      return <PreferencesForm initial={{ language: isLocale(user.language) ? user.language : "en", timezone: user.timezone, hideConfidential: user.hideConfidential }} />;
    case "scalendars":
      return <Calendars actor={actor} date={date} />;
    default:
      return <Overview user={user} />;
  }
}

async function Overview({ user }: { user: TUserRow }) {
  const t = await getTranslations("profile.overview");
  const tr = await getTranslations();
  const locale = await getLocale();
  const name = `${user.firstName} ${user.lastName}`.trim();
  const rows: [string, string][] = [
    [t("name"), name || "—"],
    [t("username"), user.username],
    [t("email"), user.email],
    [t("phone"), user.phone || "—"],
    [t("role"), tr(roleKey(user.roleId))],
    [t("edition"), t(`editions.${user.appId === 2 ? "max" : user.appId === 1 ? "pro" : "trial"}`)],
    [t("expires"), formatDate(user.expires, locale, "long")],
    [t("school"), user.schoolName || "—"],
    [t("zip"), user.zipcode || "—"],
    [t("language"), isLocale(user.language) ? LOCALE_NAMES[user.language] : user.language],
    [t("timezone"), user.timezone.replaceAll("_", " ")],
  ];
  return (
    <section aria-labelledby="profile-overview" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="profile-overview" className="sr-only">
        {t("title")}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex flex-wrap gap-3 text-sm">
        <Link href="/app/user/personal" className="font-medium text-brand-700 underline">
          {t("editPersonal")}
        </Link>
        <Link href="/app/user/school" className="font-medium text-brand-700 underline">
          {t("editSchool")}
        </Link>
        <Link href="/app/user/password" className="font-medium text-brand-700 underline">
          {t("changePassword")}
        </Link>
      </p>
    </section>
  );
}

async function Calendars({ actor, date }: { actor: TActor; date: string | null }) {
  const t = await getTranslations("profile.calendars");
  const locale = await getLocale();
  const db = await getDb();
  const [feedUrl, statuses] = await Promise.all([getFeedUrl(db, actor, siteOrigin(await headers())), syncStatuses(db, actor.user.id)]);
  const notice = calendarImportNotice(actor.user);
  return (
    <div className="space-y-4">
      {notice ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("importNotice")}
        </p>
      ) : null}
      {date ? (
        <p className="text-sm">
          <Link href={`/app/calendar/${date}`} className="font-medium text-brand-700 underline">
            {t("openDay", { date: formatDate(date, locale, "long") })}
          </Link>
        </p>
      ) : null}
      <CalendarFeedPanel feedUrl={feedUrl} providers={syncProviders()} addons={syncAddons(actor.user)} statuses={statuses} timezone={actor.user.timezone} />
    </div>
  );
}
