"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { logoutAction } from "@/lib/auth/actions";

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
        <Link href="/app" className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
          {labels.openApp}
        </Link>
        <form action={logoutAction}>
          <button type="submit" className="text-slate-700 hover:text-brand-700">
            {labels.logout}
          </button>
        </form>
      </>
    );
  }
  return (
    <>
      <Link href="/login" className="text-slate-700 hover:text-brand-700">
        {labels.login}
      </Link>
      <Link href="/TryForFree" className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
        {labels.tryFree}
      </Link>
    </>
  );
}
