import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { activationLinkState } from "@/lib/account/queries";
import { AccountCard } from "@/components/account/account-card";
import { KeepFormOpen } from "@/components/account/keep-form-open";
import { LinkProblem } from "@/components/account/link-problem";
import { SetPasswordForm } from "@/components/account/set-password-form";
import { decodeSegment } from "@/lib/ui/search-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.activatePage"))("title"), referrer: "no-referrer", robots: { index: false } };
}

/** /activate/{token}/{username}: the link of the password email sent at registration. */
export default async function ActivatePage({ params }: { params: Promise<{ token: string; username: string }> }) {
  const { token, username: rawUsername } = await params;
  const username = decodeSegment(rawUsername);
  const t = await getTranslations("account.activatePage");
  const state = await activationLinkState(await getDb(), token, username, new Date());
  return (
    <AccountCard title={t("title")} intro={state === "valid" ? t("intro", { username }) : undefined}>
      <KeepFormOpen
        usable={state === "valid"}
        form={<SetPasswordForm mode="activate" token={token} username={username} />}
        problem={state === "valid" ? null : <LinkProblem state={state} kind="activate" />}
      />
    </AccountCard>
  );
}
