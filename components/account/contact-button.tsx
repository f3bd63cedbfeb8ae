"use client";

import { useState } from "react";
import type { AbstractIntlMessages } from "next-intl";
import { buttonClass } from "@/components/ui/button-class";
import { lazyClient } from "@/components/ui/lazy-client";

// The dialog, its form, the dialog library and the message library load when a visitor first
// opens it, not with every public page; the server hands over the button's label and the dialog's
// strings (components/account/contact-control.tsx).
const ContactDialog = lazyClient(() => import("./contact-dialog-lazy").then((m) => m.ContactDialogWithMessages));

type TProps = { label: string; locale: string; messages: AbstractIntlMessages; className?: string };

/** A real button that opens the "Contact us" dialog. */
export function ContactButton({ label, locale, messages, className }: TProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={className ?? buttonClass("secondary")}
      >
        {label}
      </button>
      {wanted ? <ContactDialog open={open} onOpenChange={setOpen} locale={locale} messages={messages} /> : null}
    </>
  );
}
