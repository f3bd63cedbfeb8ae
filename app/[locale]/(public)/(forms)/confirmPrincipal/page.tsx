import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { contactByToken } from "@/lib/principal-contacts/queries";
import { AccountCard } from "@/components/account/account-card";
import { ConfirmPrincipalForm } from "@/components/principal-contacts/confirm-principal-form";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

// The URL carries a secret: no Referer to other sites, and no search engine.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("principalContacts.confirm"))("title"), referrer: "no-referrer", robots: { index: false } };
}

// The page reads its link from the request, so it is rendered for each request, never built ahead.
export const dynamic = "force-dynamic";

/**
 * /confirmPrincipal?token=…: the page of the link e-mailed to a named principal. Opening it changes
 * nothing: it shows the school and who named them, and the answer is a button (a POST).
 */
export default async function ConfirmPrincipalPage({ searchParams }: TSearchParamsProps) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  const t = await getTranslations("principalContacts.confirm");
  const link = await contactByToken(await getDb(), token, new Date());
  const ph = { school: "{school}" };
  return (
    <AccountCard title={t("title")} intro={link.state === "valid" ? t("intro", { namedBy: link.namedBy, school: link.schoolName }) : undefined}>
      {link.state === "valid" ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium">{t("school")}</dt>
            <dd className="break-words">{link.schoolName}</dd>
            <dt className="font-medium">{t("namedBy")}</dt>
            <dd className="break-words">{link.namedBy}</dd>
            <dt className="font-medium">{t("principal")}</dt>
            <dd className="break-words">{link.principalName}</dd>
            <dt className="font-medium">{t("email")}</dt>
            <dd className="break-all">{link.email}</dd>
          </dl>
          <ConfirmPrincipalForm
            token={token}
            labels={{
              question: t("question"),
              confirmButton: t("confirmButton"),
              declineButton: t("declineButton"),
              confirmed: t("confirmed", ph),
              declined: t("declined", ph),
              failed: t("failed"),
              invalid: t("invalid"),
              expired: t("expired"),
            }}
          />
        </div>
      ) : (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t(link.state)}
        </p>
      )}
    </AccountCard>
  );
}
