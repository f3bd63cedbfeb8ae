import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SiteFooter } from "@/components/public/site-footer";
import { SiteHeader } from "@/components/public/site-header";
import { getActor } from "@/lib/auth/current-user";
import { displayName } from "@/lib/billing/price-draft";

// The quote pages render per request (they read the session and the signed link), so their header
// shows who is signed in — the app, their name and Log out — instead of "Log in / Try for free"
// when the visitor is signed in. Their client components get the "quote" strings (lib/i18n/client-messages.ts).
export default async function QuoteLayout({ children }: { children: ReactNode }) {
  const actor = await getActor();
  return (
    <>
      <SiteHeader account={actor ? { name: displayName(actor.user) } : null} />
      <main id="main">
        <ClientMessages bundle="quote">{children}</ClientMessages>
      </main>
      <SiteFooter />
    </>
  );
}
