"use client";

import Link from "@/components/ui/app-link";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { signOutAndWipe } from "@/components/offline/sign-out";
import { lockScreenAction } from "@/lib/auth/lock-actions";

/** Profile, billing and logout: the user menu's entries, also listed in the phone drawer (nav-drawer.tsx). */
export function UserMenuLinks({ onNavigate, quickstartUrl }: { onNavigate: () => void; quickstartUrl?: string }) {
  const t = useTranslations("shell.userMenu");
  const tq = useTranslations("quickstart");
  const tl = useTranslations("lock");
  return (
    <ul className="space-y-0.5">
      {quickstartUrl ? (
        <li>
          {/* "A quickstart tutorial video opens in a new tab." */}
          <a href={quickstartUrl} target="_blank" rel="noopener noreferrer" className="block rounded px-2 py-1.5 text-sm hover:bg-slate-100" onClick={onNavigate}>
            {tq("link")}
            <span className="sr-only"> {tq("newTab")}</span>
          </a>
        </li>
      ) : null}
      <li>
        <Link href="/app/user/overview" className="block rounded px-2 py-1.5 text-sm hover:bg-slate-100" onClick={onNavigate}>
          {t("profile")}
        </Link>
      </li>
      <li>
        <Link href="/app/user/billing" className="block rounded px-2 py-1.5 text-sm hover:bg-slate-100" onClick={onNavigate}>
          {t("billing")}
        </Link>
      </li>
      <li>
        {/* The lock screen (/lock): the session stays, the password opens it again. */}
        <form action={lockScreenAction}>
          <button type="submit" className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100">
            {tl("menuItem")}
          </button>
        </form>
      </li>
      <li>
        {/* What this device kept for offline use (queue, key, cached pages) goes before the session does. */}
        <form action={signOutAndWipe}>
          <button type="submit" className="w-full rounded px-2 py-1.5 text-left text-sm text-red-700 hover:bg-red-50">
            {t("logout")}
          </button>
        </form>
      </li>
    </ul>
  );
}

/** The user menu: who is signed in, profile, billing and logout. A disclosure button, keyboard-friendly. */
export function UserMenu({ name, roleLabel, quickstartUrl }: { name: string; roleLabel: string; quickstartUrl?: string }) {
  const t = useTranslations("shell.userMenu");
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onClick = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);
  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="hidden sm:inline">{name}</span>
        <span className="sr-only">{t("open")}</span>
      </button>
      {open ? (
        <div id="user-menu" className="absolute right-0 z-30 mt-2 w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
          <p className="px-2 pb-2 text-xs text-slate-500">
            {name} · {roleLabel}
          </p>
          <UserMenuLinks onNavigate={() => setOpen(false)} quickstartUrl={quickstartUrl} />
        </div>
      ) : null}
    </div>
  );
}
