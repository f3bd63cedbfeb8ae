"use client";

import Link from "@/components/ui/app-link";
import { useEffect, useState, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { disconnectCalendarAction, syncNowAction } from "@/lib/calendar/sync-actions";
import type { TProvider, TProviders, TSyncStatus, TSyncStatuses } from "@/lib/calendar/sync-types";
import { CategorySelect } from "./category-select";
import type { TImportCategory } from "./use-import-categories";

const ROUTES: Record<TProvider, string> = {
  google: "/api/v1/calendar/importExportGoogle",
  outlook: "/api/v1/calendar/importExportOutlook",
};

type TProps = {
  providers: TProviders;
  /** The sync add-ons of the user's licence: a provider without one shows how to add it. */
  addons: TProviders;
  /** The user's connections (syncStatuses()): null for a configured provider not connected. */
  statuses: TSyncStatuses;
  categories: TImportCategory[];
  /** The user's zone, for the "last synced" time. */
  timezone: string;
};

/** Two-way sync with Google Calendar and Outlook, one card per configured provider (the others are not shown). */
export function SyncSection({ providers, addons, statuses, categories, timezone }: TProps) {
  const t = useTranslations("calendar.feed.sync");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [categoryId, setCategoryId] = useState<number | "">("");
  const [outcome, setOutcome] = useState<{ provider: TProvider; result: string } | null>(null);
  const [live, setLive] = useState(statuses);
  const [busy, setBusy] = useState<TProvider | null>(null);
  const [confirm, setConfirm] = useState<TProvider | null>(null);
  const [pending, start] = useTransition();
  useEffect(() => setLive(statuses), [statuses]);

  // The sync route sends the browser back here with ?calendarImport={provider}:{count|denied|failed|addon}.
  useEffect(() => {
    const m = /^(google|outlook):(\d+|denied|failed|addon)$/.exec(params.get("calendarImport") ?? "");
    if (m) setOutcome({ provider: m[1] as TProvider, result: m[2] });
  }, [params]);

  const name = (p: TProvider) => t(`providers.${p}`);
  const on = (["google", "outlook"] as const).filter((p) => providers[p]);
  const needsCategory = on.some((p) => addons[p] && !live[p]);

  // Connecting leaves the page for the provider's consent screen, so it is a navigation.
  const connect = (p: TProvider) => {
    const q = new URLSearchParams({ next: pathname || "/app/calendar" });
    if (categoryId !== "") q.set("category_id", String(categoryId));
    window.location.assign(`${ROUTES[p]}?${q}`);
  };

  const syncNow = (p: TProvider) =>
    start(async () => {
      setBusy(p);
      const r = await callAction(() => syncNowAction(p));
      setBusy(null);
      if (r.ok) {
        setLive((s) => ({ ...s, [p]: r.data.status }));
        const { created, updated, deleted, pushed } = r.data.result;
        toast.success(t("synced", { provider: name(p), created, updated, deleted, pushed }));
      } else if (!shownByShell(r)) {
        const code = r.error[0]?.code;
        const key = code === "reauth_required" || code === "not_connected" || code === "addon_required" ? code : "failed";
        toast.error(t(`errors.${key}`, { provider: name(p) }));
      }
      router.refresh();
    });

  const disconnect = (p: TProvider) =>
    start(async () => {
      const r = await callAction(() => disconnectCalendarAction(p));
      setConfirm(null);
      if (r.ok) {
        setLive((s) => ({ ...s, [p]: null }));
        toast.success(t("disconnected", { provider: name(p) }));
        router.refresh();
      } else if (!shownByShell(r)) toast.error(t("errors.failed", { provider: name(p) }));
    });

  return (
    <div className="space-y-3 border-t border-slate-200 pt-5" data-testid="calendar-sync">
      <h3 className="font-medium text-slate-900">{t("heading")}</h3>
      <p className="text-sm text-slate-600">{t("help")}</p>
      {outcome ? (
        <p
          className={`rounded-md border p-3 text-sm ${/^\d+$/.test(outcome.result) ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-amber-200 bg-amber-50 text-amber-900"}`}
          role="status"
        >
          {/^\d+$/.test(outcome.result)
            ? t("imported", { count: Number(outcome.result), provider: name(outcome.provider) })
            : t(outcome.result === "denied" || outcome.result === "addon" ? outcome.result : "failed", { provider: name(outcome.provider) })}
        </p>
      ) : null}
      {needsCategory ? <CategorySelect id="calendar-sync-category" value={categoryId} onChange={setCategoryId} categories={categories} /> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {on.map((p) => (
          <li key={p}>
            <ProviderCard
              provider={p}
              name={name(p)}
              status={live[p] ?? null}
              addon={addons[p]}
              timezone={timezone}
              canConnect={categoryId !== ""}
              busy={pending}
              syncing={busy === p}
              onConnect={() => connect(p)}
              onSync={() => syncNow(p)}
              onDisconnect={() => setConfirm(p)}
            />
          </li>
        ))}
      </ul>
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm ? t("confirmDisconnectTitle", { provider: name(confirm) }) : ""}
        description={confirm ? t("confirmDisconnectBody", { provider: name(confirm) }) : undefined}
        closeLabel={t("close")}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={() => confirm && disconnect(confirm)} disabled={pending}>
            {t("disconnect")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

type TCardProps = {
  provider: TProvider;
  name: string;
  status: TSyncStatus | null;
  /** The licence has this provider's sync add-on. */
  addon: boolean;
  timezone: string;
  canConnect: boolean;
  busy: boolean;
  syncing: boolean;
  onConnect: () => void;
  onSync: () => void;
  onDisconnect: () => void;
};

function ProviderCard({ provider, name, status, addon, timezone, canConnect, busy, syncing, onConnect, onSync, onDisconnect }: TCardProps) {
  const t = useTranslations("calendar.feed.sync");
  const format = useFormatter();
  const headingId = `calendar-sync-${provider}-title`;
  const hintId = `calendar-sync-${provider}-hint`;
  return (
    <section aria-labelledby={headingId} className="h-full space-y-3 rounded-md border border-slate-200 p-3" data-testid={`calendar-sync-${provider}`}>
      <h4 id={headingId} className="font-medium text-slate-900">
        {name}
      </h4>
      {!addon ? (
        <>
          <p className="text-sm text-slate-600" data-testid={`calendar-sync-${provider}-addon`}>
            {t("addonRequired", { provider: name })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link href="/app/user/billing" className="inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-slate-50">
              {t("addonLink")}
            </Link>
            {status ? (
              <Button variant="ghost" onClick={onDisconnect} disabled={busy} aria-describedby={headingId}>
                {t("disconnect")}
              </Button>
            ) : null}
          </div>
        </>
      ) : !status ? (
        <>
          <p className="text-sm text-slate-600">{t("notConnected")}</p>
          {!canConnect ? (
            <p id={hintId} className="text-xs text-slate-500">
              {t("chooseCategoryFirst")}
            </p>
          ) : null}
          <Button variant="secondary" onClick={onConnect} disabled={!canConnect} aria-describedby={canConnect ? undefined : hintId}>
            {t("connect", { provider: name })}
          </Button>
        </>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">{t("account")}</dt>
            <dd className="break-all text-slate-900">{status.accountEmail || t("accountUnknown")}</dd>
            <dt className="text-slate-500">{t("lastSynced")}</dt>
            <dd className="text-slate-900">{status.lastSyncedAt ? format.dateTime(new Date(status.lastSyncedAt), { dateStyle: "medium", timeStyle: "short", timeZone: timezone }) : t("never")}</dd>
            <dt className="text-slate-500">{t("pending")}</dt>
            <dd className="text-slate-900">{t("pendingCount", { count: status.pending })}</dd>
          </dl>
          {status.needsReconnect ? (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
              {t("errors.reauth_required", { provider: name })}
            </p>
          ) : status.lastError ? (
            <p className="rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900">
              {t(status.lastError === "rate_limited" ? "errors.rate_limited" : "errors.lastError", { provider: name })}
            </p>
          ) : null}
          {status.failed > 0 ? <p className="text-sm text-amber-900">{t("failedChanges", { count: status.failed, provider: name })}</p> : null}
          <div className="flex flex-wrap gap-2">
            {status.needsReconnect ? (
              <Button onClick={onConnect}>{t("reconnect", { provider: name })}</Button>
            ) : (
              <Button onClick={onSync} disabled={busy} aria-describedby={headingId}>
                {syncing ? t("syncing") : t("syncNow")}
              </Button>
            )}
            <Button variant="ghost" onClick={onDisconnect} disabled={busy} aria-describedby={headingId}>
              {t("disconnect")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
