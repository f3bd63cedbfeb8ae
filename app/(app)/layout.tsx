import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { Toaster } from "sonner";
import { ClientMessages } from "@/components/i18n/client-messages";
import { TOASTER_OPTIONS } from "@/components/ui/toaster-options";
import "../globals.css";

// The signed-in area's root layout: rendered per request (it is about one user), in the language
// of the cookie that sign-in and the language switch set.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return { title: { default: t("title"), template: `%s · SCUTA` }, description: t("description") };
}

export default async function AppRootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <ClientMessages bundle="app">
          {children}
          <Toaster {...TOASTER_OPTIONS} />
        </ClientMessages>
      </body>
    </html>
  );
}
