import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountCard } from "@/components/account/account-card";
import { ActivationCodeView } from "@/components/account/activation-code-dialog";
import { decodeSegment } from "@/lib/ui/search-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.code"))("title"), referrer: "no-referrer", robots: { index: false } };
}

/**
 * /activateCode/{code}/{username}: the short link printed next to the code in the email. It only
 * fills the dialog in; nothing is used until the person presses the button (link scanners of mail
 * servers open links too).
 */
export default async function ActivationCodeLinkPage({ params }: { params: Promise<{ token: string; username: string }> }) {
  const { token, username } = await params;
  const t = await getTranslations("account.code");
  return (
    <AccountCard title={t("title")} intro={t("pageIntro")}>
      <ActivationCodeView defaultCode={token} defaultUsername={decodeSegment(username).slice(0, 254)} />
    </AccountCard>
  );
}
