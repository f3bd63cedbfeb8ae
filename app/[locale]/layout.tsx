import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { isLocale } from "@/lib/i18n/locales";
import "../globals.css";

// The public site's root layout, once per language. The proxy rewrites every public URL
// (/privacy, /coupons/SAVE25, …) to /{locale}/… from the language cookie, else the browser, so a
// visitor never types a prefix and each page is rendered once per language and then served from
// the cache. Nothing here reads the request (cookies, headers, session): that would make every
// public page render per visit.

// Pages choose what to prerender at build (the information pages: every language); the others
// render on their first request in each language and are cached from then on.
export function generateStaticParams(): { locale: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "meta" });
  return { title: { default: t("title"), template: `%s · SCUTA` }, description: t("description") };
}

export default async function PublicRootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        {/* No message provider here: an information page sends no strings to the browser; the
            route groups that have client components add theirs (components/i18n/client-messages.tsx). */}
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
