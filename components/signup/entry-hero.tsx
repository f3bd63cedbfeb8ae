"use client";

import { buttonClass } from "@/components/ui/button-class";
import type { TEntryContext } from "@/lib/signup/context";
import type { TDialog } from "@/lib/signup/dialogs";
import type { THeroLabels, THeroText } from "./entry-texts";

type TProps = { routeDefault: TDialog | null; context: TEntryContext; text: THeroText; labels: THeroLabels; onOpen: (dialog: TDialog) => void };

/**
 * The welcome section behind the dialogs: what the page is about (its sentences worded by heroText)
 * and buttons that reopen the dialogs (plain buttons with the button look: Button's submit code
 * stays off the page).
 */
export function EntryHero({ routeDefault, context, text, labels, onOpen }: TProps) {
  const { partner, conference } = context;
  const kind = routeDefault?.kind ?? "none";
  const { title, intro } = text;

  const primary = routeDefault ? (
    <button type="button" className={buttonClass("primary")} onClick={() => onOpen(routeDefault)}>
      {labels[routeDefault.kind]}
    </button>
  ) : null;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-14">
        {partner?.logo ? (
          <div className="mb-6 inline-flex rounded-lg p-4" style={{ background: partner.logoBackground }}>
            <img src={partner.logo} alt={partner.name} className="h-12 w-auto" />
          </div>
        ) : null}
        {conference?.logoUrl ? <img src={conference.logoUrl} alt={conference.name} className="mb-6 h-16 w-auto" /> : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-lg text-slate-700">{intro}</p> : null}
        {conference?.signupNoteExpiration ? <p className="mt-2 text-sm text-slate-600">{conference.signupNoteExpiration}</p> : null}
        <div className="mt-8 flex flex-wrap gap-3">
          {primary}
          {kind !== "register" ? (
            <button type="button" className={buttonClass(primary ? "secondary" : "primary")} onClick={() => onOpen({ kind: "register" })}>
              {labels.register}
            </button>
          ) : null}
          {kind !== "quote" ? (
            <button type="button" className={buttonClass("secondary")} onClick={() => onOpen({ kind: "quote", mode: "1" })}>
              {labels.quote}
            </button>
          ) : null}
          {kind !== "login" ? (
            <button type="button" className={buttonClass("ghost")} onClick={() => onOpen({ kind: "login" })}>
              {labels.login}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
