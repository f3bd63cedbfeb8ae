import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { billingHistoryOf, billingHolder, pickableUsers, picksManagedUsers } from "@/lib/billing/account-context";
import { upgradeFromQuery } from "@/lib/billing/max-upgrade";
import { todayIn } from "@/lib/users/rules";
import { BillingHistory } from "@/components/billing-account/billing-history";
import { toHistoryView } from "@/components/billing-account/history-view";
import { CheckoutReturn } from "@/components/billing-account/checkout-return";
import { HolderPicker } from "@/components/billing-account/holder-picker";
import { LicenceCard } from "@/components/billing-account/licence-card";
import { BillingHelp } from "@/components/billing-topics/billing-help";
import { RenewCard } from "@/components/billing-account/renew-card";
import { renewPath } from "@/components/billing-account/renew-path";
import { guardArea } from "@/components/shell/forbidden";
import { LicenseLapsedNotice } from "@/components/shell/license-lapsed-notice";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";
import { trimmedParam } from "@/lib/ui/search-params";

type TSearch = Record<string, string | string[] | undefined>;

export const generateMetadata = titleMetadata("billing.account");

/**
 * /app/user/billing, for every role: the current licence, the renew link and the "Renew or buy"
 * dialog (with a user picker for managers and admins), and the orders and invoices. Reads
 * ?for= / ?renewFor= (a managed user; renewal emails), ?order_id= (the login redirect of an unpaid
 * invoice), ?checkout= (the Stripe return) and ?upgrade=max (the edition switch's link: the dialog
 * opens on the MAX upgrade to the holder's current expiry).
 */
export default async function BillingPage({ searchParams }: { searchParams: Promise<TSearch> }) {
  const denied = await guardArea("billing");
  if (denied) return denied;
  const actor = await requireActor();
  const sp = await searchParams;
  const now = new Date();
  const db = await getDb();
  const t = await getTranslations("billing.account");

  const renewFor = trimmedParam(sp.renewFor);
  const wanted = trimmedParam(sp.for) ?? renewFor;
  let holder: TUserRow = actor.user;
  let holderRefused = false;
  if (wanted) {
    try {
      holder = await billingHolder(db, actor, wanted, now);
    } catch {
      holderRefused = true;
    }
  }
  const [history, pickable] = await Promise.all([billingHistoryOf(db, actor, holder), pickableUsers(db, actor)]);
  const rows = toHistoryView(history, actor.user.timezone, await getLocale());
  const orderId = Number(trimmedParam(sp.order_id));
  const highlight = Number.isSafeInteger(orderId) && orderId > 0 ? (rows.find((r) => r.orderId === orderId) ?? rows.find((r) => r.invoiceNumber === orderId) ?? null) : null;
  const isOwn = holder.id === actor.user.id;
  const canPick = picksManagedUsers(actor.user);
  const holderName = `${holder.firstName} ${holder.lastName}`.trim() || holder.username;
  const upgrade = !holderRefused && upgradeFromQuery(trimmedParam(sp.upgrade)) === "upgrade";

  return (
    <PageShell width="5xl" title={t("title")} intro={isOwn ? t("intro") : t("introFor", { name: holderName })} introClassName="text-slate-700">
      <LicenseLapsedNotice user={actor.user} now={now} redirected={trimmedParam(sp.notice) === "license_expired"} />

      <CheckoutReturn sessionId={trimmedParam(sp.checkout)} />

      {holderRefused ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("holder.refused")}
        </p>
      ) : null}

      {canPick ? <HolderPicker me={actor.user.username} current={holder.username} users={pickable.users} complete={pickable.complete} /> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LicenceCard user={holder} now={now} showHolder={!isOwn} />
        <RenewCard
          renewHref={renewPath(holder, todayIn(holder.timezone, now))}
          me={actor.user.username}
          holder={holder.username}
          canPick={canPick}
          users={pickable.users}
          complete={pickable.complete}
          openFor={renewFor && !holderRefused ? holder.username : null}
          asksManager={can(actor.user, "license.renewal.request") && isOwn}
          expired={holder.expires < todayIn(holder.timezone, now)}
          upgrade={upgrade}
        />
      </div>

      <BillingHistory rows={rows} highlightOrderId={highlight?.orderId ?? null} holderName={isOwn ? null : holderName} />

      <BillingHelp />
    </PageShell>
  );
}
