"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAction, type TSuccess } from "@/components/ui/use-action";
import type { TActionResult } from "@/lib/http/action";

type TVariant = "primary" | "secondary" | "ghost" | "danger";

/** The red text button of the list rows (Delete, with the row's name for screen readers). */
export const rowDeleteClass = "rounded px-2 py-1 text-red-700 hover:bg-red-50 disabled:opacity-60";

export type TConfirmDeleteButtonProps<T> = {
  /** The call confirming makes. */
  action: () => Promise<TActionResult<T>>;
  /** The trigger's visible text. */
  label: ReactNode;
  /** The trigger's accessible name, when its text alone does not say which row. */
  ariaLabel?: string;
  /** Read after the trigger's text by screen readers only (the row's name). */
  srName?: ReactNode;
  /** The trigger as a Button of this variant; without it the red text button of the list rows. */
  variant?: TVariant;
  className?: string;
  testId?: string;
  disabled?: boolean;
  title: string;
  description?: string;
  /** What the dialog says above its buttons. */
  children?: ReactNode;
  /** The dialog's close button's name. */
  closeLabel: string;
  /** The dialog's button that keeps the row (defaults to closeLabel). */
  cancelLabel?: string;
  confirmLabel: ReactNode;
  confirmVariant?: TVariant;
  confirmTestId?: string;
  /** What happens after a success (the toast's text, a step, a page). */
  success?: TSuccess<T>;
  /** The messages namespace holding the area's errors.<code>. */
  namespace?: string;
  /** The success toast: "brief" (the default) or "standard" (the toaster's own time). */
  toast?: "brief" | "standard";
  /** A step of the trigger's before the dialog opens. */
  beforeOpen?: () => void;
  /** The dialog is open from outside (a row's own trigger). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A Delete button that asks first in a dialog, then runs the action through useAction (pending state,
 * toasts, 401 and 423, fresh data) and closes the dialog after a success; a refusal keeps it open.
 */
export function ConfirmDeleteButton<T>(props: TConfirmDeleteButtonProps<T>) {
  const { label, ariaLabel, srName, variant, className, testId, disabled } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = (o: boolean) => {
    setOwnOpen(o);
    props.onOpenChange?.(o);
  };
  const trigger = {
    onClick: () => {
      props.beforeOpen?.();
      setOpen(true);
    },
    "aria-label": ariaLabel,
    "data-testid": testId,
    disabled,
    children: (
      <>
        {label}
        {srName ? <span className="sr-only"> {srName}</span> : null}
      </>
    ),
  };
  return (
    <>
      {variant ? <Button variant={variant} className={className} {...trigger} /> : <button type="button" className={className ?? rowDeleteClass} {...trigger} />}
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The confirmation dialog alone, for a trigger of the caller's own (a row action that opens it). */
export function ConfirmDialog<T>({
  action,
  title,
  description,
  children,
  closeLabel,
  cancelLabel,
  confirmLabel,
  confirmVariant = "danger",
  confirmTestId,
  success,
  namespace,
  toast,
  open = false,
  onOpenChange,
}: Omit<TConfirmDeleteButtonProps<T>, "label">) {
  const { pending, submit } = useAction(null, { namespace, toast });
  const close = () => onOpenChange?.(false);
  const spec = typeof success === "object" ? success : { message: success };
  const confirm = () =>
    submit(action, {
      ...spec,
      then: (data: T) => {
        close();
        spec.then?.(data);
      },
    });
  return (
    <Dialog open={open} onOpenChange={(o) => onOpenChange?.(o)} title={title} description={description} closeLabel={closeLabel}>
      {children}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          {cancelLabel ?? closeLabel}
        </Button>
        <Button variant={confirmVariant} onClick={confirm} disabled={pending} aria-busy={pending} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
