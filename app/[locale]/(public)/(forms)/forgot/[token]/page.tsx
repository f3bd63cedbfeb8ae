import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { resetLinkState } from "@/lib/account/queries";
import { AccountCard } from "@/components/account/account-card";
import { KeepFormOpen } from "@/components/account/keep-form-open";
import { LinkProblem } from "@/components/account/link-problem";
import { SetPasswordForm } from "@/components/account/set-password-form";

// The URL carries a secret: no Referer to other sites.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.resetPage"))("title"), referrer: "no-referrer", robots: { index: false } };
}

/** /forgot/{token}: the password-reset page of the email link. */
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("account.resetPage");
  const state = await resetLinkState(await getDb(), token, new Date());
  return (
    <AccountCard title={t("title")} intro={state === "valid" ? t("intro") : undefined}>
      <KeepFormOpen usable={state === "valid"} form={<SetPasswordForm mode="reset" token={token} />} problem={state === "valid" ? null : <LinkProblem state={state} kind="reset" />} />
    </AccountCard>
  );
}
