import type { Metadata } from "next";
import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { AccountCard } from "@/components/account/account-card";
import { ForgotForm } from "@/components/account/forgot-dialog";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.forgot"))("title") };
}

/** /forgot: the forgot-password form as a page (the login form opens it as a dialog). */
export default async function ForgotPage() {
  const t = await getTranslations("account.forgot");
  return (
    <AccountCard title={t("title")}>
      <ForgotForm />
      <p className="mt-5 text-center text-sm">
        <Link href="/login" className="font-medium text-brand-700 underline">
          {t("backToLogin")}
        </Link>
      </p>
    </AccountCard>
  );
}
