"use client";

import { useTranslations } from "next-intl";
import type { TProviders, TSyncStatuses } from "@/lib/calendar/sync-types";
import { ImportSection } from "./import-section";
import { SubscribeSection } from "./subscribe-section";
import { SyncSection } from "./sync-section";
import { useImportCategories } from "./use-import-categories";

type TProps = {
  /** The signed-in user's own subscription URL, or null when they have none (getFeedUrl). */
  feedUrl: string | null;
  /** Which sync providers are configured (syncProviders()): the buttons of the others are not shown. */
  providers: TProviders;
  /** Which sync add-ons the user's licence has (syncAddons()): the others show how to add them. */
  addons: TProviders;
  /** The user's Google/Outlook connections (syncStatuses()). */
  statuses: TSyncStatuses;
  /** The user's time zone. */
  timezone: string;
};

/**
 * "Subscribe and import" on the calendar page: the private .ics subscription URL (copy, regenerate,
 * revoke), the .ics import with its preview, and the two-way Google/Outlook sync when configured.
 */
export function CalendarFeedPanel({ feedUrl, providers, addons, statuses, timezone }: TProps) {
  const t = useTranslations("calendar.feed");
  const categories = useImportCategories();
  return (
    <section aria-labelledby="calendar-feed-title" className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6" data-testid="calendar-feed-panel">
      <div>
        <h2 id="calendar-feed-title" className="text-lg font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      </div>
      <SubscribeSection initialUrl={feedUrl} />
      <ImportSection categories={categories} />
      {providers.google || providers.outlook ? <SyncSection providers={providers} addons={addons} statuses={statuses} categories={categories} timezone={timezone} /> : null}
    </section>
  );
}
