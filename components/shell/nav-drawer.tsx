"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { UserMenuLinks } from "./user-menu";

const DRAWER_ID = "nav-drawer";

/**
 * Below the md breakpoint the side navigation, the language and the user menu (profile, billing,
 * Log out) live in this drawer: a menu button (aria-expanded, aria-controls) opening a modal
 * dialog from the left that traps the focus, closes on Escape or a chosen link, and gives the
 * focus back to the button. At md and up the button is hidden and the shell shows them in place.
 */
export function NavDrawer({ name, roleLabel, language, quickstartUrl, children }: { name: string; roleLabel: string; language: ReactNode; quickstartUrl?: string; children: ReactNode }) {
  const t = useTranslations("nav");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The dialog is opened from state, not by a Radix trigger, so it cannot give the focus back itself.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [open]);
  // A link chosen in the drawer (the current page's too) closes it; the link still navigates.
  const closeOnLink = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest("a")) setOpen(false);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        aria-label={t("menu")}
        onClick={() => setOpen(true)}
        className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
        data-testid="nav-drawer-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <Dialog id={DRAWER_ID} open={open} onOpenChange={setOpen} title={t("menu")} placement="left" closeLabel={t("closeMenu")}>
        <div className="space-y-5" onClick={closeOnLink}>
          <div className="border-b border-slate-200 pb-4">
            <p className="px-2 pb-2 text-xs text-slate-500">
              {name} · {roleLabel}
            </p>
            <UserMenuLinks onNavigate={() => setOpen(false)} quickstartUrl={quickstartUrl} />
            <div className="mt-3 px-2">{language}</div>
          </div>
          {children}
        </div>
      </Dialog>
    </>
  );
}
