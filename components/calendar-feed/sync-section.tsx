"use client";

import { useEffect, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import type { TProvider, TProviders } from "@/lib/calendar/sync-types";
import { CategorySelect } from "./category-select";
import type { TImportCategory } from "./use-import-categories";

const ROUTES: Record<TProvider, string> = {
  google: "/api/v1/calendar/importExportGoogle",
  outlook: "/api/v1/calendar/importExportOutlook",
};

/** Import the next 30 days from Google Calendar or Outlook (shown only for the providers configured). */
export function SyncSection({ providers, categories }: { providers: TProviders; categories: TImportCategory[] }) {
  const t = useTranslations("calendar.feed.sync");
  const pathname = usePathname();
  const params = useSearchParams();
  const [categoryId, setCategoryId] = useState<number | "">("");
  const [outcome, setOutcome] = useState<{ provider: TProvider; result: string } | null>(null);

  // The import route sends the browser back here with ?calendarImport={provider}:{count|denied|failed}.
  useEffect(() => {
    const m = /^(google|outlook):(\d+|denied|failed)$/.exec(params.get("calendarImport") ?? "");
    if (m) setOutcome({ provider: m[1] as TProvider, result: m[2] });
  }, [params]);

  const href = (provider: TProvider) => {
    const q = new URLSearchParams({ next: pathname || "/app/calendar" });
    if (categoryId !== "") q.set("category_id", String(categoryId));
    return `${ROUTES[provider]}?${q}`;
  };
  const name = (p: TProvider) => t(`providers.${p}`);

  return (
    <div className="space-y-3 border-t border-slate-200 pt-5" data-testid="calendar-sync">
      <h3 className="font-medium text-slate-900">{t("heading")}</h3>
      <p className="text-sm text-slate-600">{t("help")}</p>
      {outcome ? (
        <p className={`rounded-md border p-3 text-sm ${/^\d+$/.test(outcome.result) ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-amber-200 bg-amber-50 text-amber-900"}`} role="status">
          {/^\d+$/.test(outcome.result) ? t("imported", { count: Number(outcome.result), provider: name(outcome.provider) }) : t(outcome.result === "denied" ? "denied" : "failed", { provider: name(outcome.provider) })}
        </p>
      ) : null}
      <CategorySelect id="calendar-sync-category" value={categoryId} onChange={setCategoryId} categories={categories} />
      <div className="flex flex-wrap gap-2">
        {(["google", "outlook"] as const)
          .filter((p) => providers[p])
          .map((p) => (
            <a key={p} href={categoryId === "" ? undefined : href(p)} aria-disabled={categoryId === ""} className={buttonClass("secondary", categoryId === "" ? "pointer-events-none opacity-60" : "")}>
              {t("connect", { provider: name(p) })}
            </a>
          ))}
      </div>
    </div>
  );
}
