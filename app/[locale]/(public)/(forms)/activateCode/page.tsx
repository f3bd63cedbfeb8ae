import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountCard } from "@/components/account/account-card";
import { ActivationCodeView } from "@/components/account/activation-code-dialog";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.code"))("title"), robots: { index: false } };
}

/** /activateCode: the activation-code entry, for mail clients that break the email's link. */
export default async function ActivationCodePage() {
  const t = await getTranslations("account.code");
  return (
    <AccountCard title={t("title")} intro={t("pageIntro")}>
      <ActivationCodeView />
    </AccountCard>
  );
}
