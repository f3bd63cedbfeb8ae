"use client";

import { SiteLink } from "@/components/public/site-link";
import { useEffect, useState } from "react";

// The log-out code (it wipes the device's offline store) loads once the visitor is known to be
// signed in, not with every public page: a visitor never needs it, and a signed-in one has it
// before clicking, so logging out still wipes the device without a connection.
const loadSignOut = () => import("@/components/offline/sign-out");

async function logOut(): Promise<void> {
  const { signOutAndWipe } = await loadSignOut();
  await signOutAndWipe();
}

export type TSessionLinkLabels = { login: string; tryFree: string; openApp: string; logout: string; signedInAs: string | null };

/**
 * The account links of a cached public page (/getaquote, /buy, the information pages): the page is
 * the same for everyone, so whether the visitor is signed in is asked from the browser after it
 * loads. Until then, and for a visitor, "Log in / Try for free"; signed in, the app and Log out.
 * `known`: a page rendered per request (the quote pages) already knows the signed-in user.
 */
export function SessionLinks({ labels, known }: { labels: TSessionLinkLabels; known: boolean }) {
  const [signedIn, setSignedIn] = useState(known);
  useEffect(() => {
    if (signedIn) void loadSignOut().catch(() => undefined);
  }, [signedIn]);
  useEffect(() => {
    if (known) return;
    let live = true;
    fetch("/api/auth/session", { credentials: "same-origin", headers: { accept: "application/json" } })
      .then((r) => (r.ok ? r.json() : null))
      .then((s: { claims?: { uid?: number } } | null) => {
        if (live && s?.claims?.uid) setSignedIn(true);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [known]);
  if (signedIn) {
    return (
      <>
        {labels.signedInAs ? <span className="hidden text-slate-600 sm:inline">{labels.signedInAs}</span> : null}
        <SiteLink href="/app" className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
          {labels.openApp}
        </SiteLink>
        <form action={logOut}>
          <button type="submit" className="text-slate-700 hover:text-brand-700">
            {labels.logout}
          </button>
        </form>
      </>
    );
  }
  return (
    <>
      <SiteLink href="/login" className="text-slate-700 hover:text-brand-700">
        {labels.login}
      </SiteLink>
      <SiteLink href="/TryForFree" className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
        {labels.tryFree}
      </SiteLink>
    </>
  );
}
