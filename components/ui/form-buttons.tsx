import Link from "@/components/ui/app-link";
import type { ReactNode } from "react";
import { Button, buttonClass } from "@/components/ui/button";

/** The foot of a form: Cancel (a link back to the list, or a step of the caller's such as closing its dialog), any further buttons, then the submit button, busy while the save runs. */
export function FormButtons({
  cancelHref,
  onCancel,
  cancelLabel,
  submitLabel,
  pending,
  submitTestId,
  className = "",
  children,
}: {
  cancelHref?: string;
  onCancel?: () => void;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  submitTestId?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-2 ${className}`.trim()}>
      {cancelHref !== undefined ? (
        <Link href={cancelHref} className={buttonClass("secondary")}>
          {cancelLabel}
        </Link>
      ) : (
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      {children}
      <Button type="submit" disabled={pending} aria-busy={pending} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </div>
  );
}
