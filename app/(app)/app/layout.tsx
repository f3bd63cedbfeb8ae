import type { ReactNode } from "react";
import Link from "@/components/ui/app-link";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { homeOf } from "@/lib/auth/areas";
import { licenseRedirect } from "@/lib/auth/license";
import { can } from "@/lib/auth/permissions";
import { roleKey } from "@/lib/auth/roles";
import { navigationRedirect } from "@/lib/auth/rules";
import { getHelpData } from "@/lib/help/queries";
import { quickstartVideoUrl } from "@/lib/shell/quickstart";
import { maintenanceOrDatabaseDown } from "@/lib/shell/maintenance";
import { Breadcrumb } from "@/components/shell/breadcrumb";
import { ConfidentialProvider, ConfidentialToggle } from "@/components/shell/confidential";
import { EditionSwitch } from "@/components/shell/edition-switch";
import { LanguageControl } from "@/components/shell/language-switch-server";
import { QuestionPanel } from "@/components/shell/question-panel";
import { ApiErrorDialogs } from "@/components/shell/api-errors";
import { SessionExpiredDialog } from "@/components/shell/session-expired";
import { SideNav } from "@/components/shell/side-nav";
import { UserMenu } from "@/components/shell/user-menu";
import { VideoTutorialButton } from "@/components/shell/video-tutorial";
import { MaintenanceNotice } from "@/components/shell/maintenance-notice";
import { LiveTrainingLink } from "@/components/training/live-training-link";
import { NavDrawer } from "@/components/shell/nav-drawer";
import { OfflineShell } from "@/components/offline/offline-shell";

// The signed-in shell: resolves the user once, applies the server-side rules, then renders the
// top bar, side navigation, breadcrumb and question panel around the page.
export default async function AppLayout({ children }: { children: ReactNode }) {
  // The maintenance call first: while the database is down the whole area is the maintenance page.
  const maintenance = await maintenanceOrDatabaseDown();
  if (maintenance === "databaseDown") {
    return (
      <main id="main" className="px-4 py-10">
        <MaintenanceNotice message="" />
      </main>
    );
  }
  const { user } = await requireActor();
  const path = (await headers()).get("x-pathname") ?? "/app/dashboard";
  const pathname = path.split("?")[0];

  // The proxy applies these rules from the JWT; the role in the database is the one that counts.
  const to = navigationRedirect(pathname, { role_id: user.roleId, keepSigned: user.keepSigned });
  if (to) redirect(to);
  // A lapsed license (signed in to renew) reaches only billing, the account and the school year.
  const renew = licenseRedirect(user, pathname, new Date());
  if (renew) redirect(renew);

  const db = await getDb();
  const [t, help] = await Promise.all([getTranslations(), getHelpData(db)]);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const quickstartUrl = quickstartVideoUrl(help.videoTutorial);

  return (
    <ConfidentialProvider initialHidden={user.hideConfidential}>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("shell.skipToContent")}
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        {/* One line of 56 px; should a phone be too narrow for every control (the "Join now" hour), the controls take a second line rather than push the page wider. */}
        <div className="flex min-h-14 flex-wrap items-center gap-x-2 gap-y-1 px-3 sm:gap-x-3 sm:px-4">
          <NavDrawer name={name} roleLabel={t(roleKey(user.roleId))} language={<LanguageControl id="language-switch-drawer" />} quickstartUrl={quickstartUrl}>
            <SideNav roleId={user.roleId} />
          </NavDrawer>
          <Link href={homeOf(user.roleId)} className="text-lg font-bold tracking-tight text-brand-700">
            SCUTA
          </Link>
          <EditionSwitch appId={user.appId} canSwitch={can(user, "edition.switch")} />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LiveTrainingLink />
            <VideoTutorialButton videos={help.videoTutorial} />
            <QuestionPanel topics={help.questionsTopicFull} topicUrls={help.questionsTopicUrl} />
            <ConfidentialToggle />
            {/* Below md the language and the user menu are in the drawer. */}
            <div className="hidden items-center gap-2 md:flex">
              <LanguageControl />
              <UserMenu name={name} roleLabel={t(roleKey(user.roleId))} quickstartUrl={quickstartUrl} />
            </div>
          </div>
        </div>
      </header>
      <div className="flex">
        {/* Sticky under the header, scrolling on its own: the menu stays in reach on long pages. */}
        <aside
          className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-60 shrink-0 self-start overflow-y-auto overscroll-contain border-r border-slate-200 bg-white px-2 py-4 md:block"
          data-testid="side-nav"
        >
          <SideNav roleId={user.roleId} />
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-8">
          <Breadcrumb roleId={user.roleId} homeHref={homeOf(user.roleId)} />
          {maintenance.enabled && !can(user, "system.maintenance") ? <MaintenanceNotice message={maintenance.message} /> : children}
        </main>
      </div>
      <SessionExpiredDialog />
      <ApiErrorDialogs />
      <OfflineShell />
    </ConfidentialProvider>
  );
}
