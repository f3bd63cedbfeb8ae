"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode, type RefObject } from "react";

export type TDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** "center" for a modal, "right" for a side panel, "left" for the phone navigation drawer. */
  placement?: "center" | "right" | "left";
  /** "wide" for a dialog that holds a table or a form in columns (the manager billing dialog). */
  size?: "default" | "wide";
  closeLabel: string;
  /** What takes the focus when the dialog opens (default: its first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The content's id, for an opening button's aria-controls. */
  id?: string;
  /**
   * What takes the focus back when the dialog closes, for an opener that is disabled while the dialog
   * loads (default: the element that had the focus when the dialog opened).
   */
  returnFocus?: RefObject<HTMLElement | null>;
};

/** An accessible dialog (focus trap, Escape, labelled by its title): Radix, loaded by ./dialog.tsx. */
export function RadixDialogView({ open, onOpenChange, title, description, children, placement = "center", size = "default", closeLabel, initialFocus, id, returnFocus }: TDialogProps) {
  // A dialog opened from state has no Radix trigger to give the focus back to: closing it returns the
  // focus to the element that opened it, so a keyboard user goes on from where they were.
  const opener = useRef<HTMLElement | null>(null);
  const position =
    placement === "right"
      ? "right-0 top-0 h-full w-full max-w-md rounded-none border-l"
      : placement === "left"
        ? "left-0 top-0 h-full w-[85%] max-w-xs rounded-none border-r"
        : `left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${size === "wide" ? "max-w-4xl" : "max-w-lg"} -translate-x-1/2 -translate-y-1/2 rounded-lg`;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        {/* data-dialog-layer: a screenshot of "the page" (the question panel's) leaves these layers out. */}
        <RadixDialog.Overlay data-dialog-layer="" className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          id={id}
          data-dialog-layer=""
          className={`fixed z-50 overflow-y-auto border-slate-200 bg-white p-6 shadow-xl focus:outline-none ${position}`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(e) => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
            if (!initialFocus?.current) return;
            e.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(e) => {
            const back = returnFocus?.current ?? opener.current;
            opener.current = null;
            if (!back?.isConnected) return;
            e.preventDefault();
            back.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close className="rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={closeLabel}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="mb-4 text-sm text-slate-600">{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
