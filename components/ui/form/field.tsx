import type { ReactNode } from "react";

// The frame of every labelled field of the form kit: a <label htmlFor> tied to the control, the
// hint and the error under it, both named by the control's aria-describedby, and aria-invalid while
// the field has an error. The controls (text, number, select, date, …) only choose what goes inside.

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export const invalidClass = "border-red-500 focus:border-red-600 focus:ring-red-600/30";

/** What every field of the kit takes besides its control's own attributes. */
export type TFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The server's (or the form's) message for this field: shown under it and announced with it. */
  error?: ReactNode;
  /** Inside a table the column names the field: the label is read but not shown. */
  hideLabel?: boolean;
  /** Classes of the element around label, control and messages. */
  className?: string;
  /** An asterisk after the label for a field that must be filled (screen readers hear the control's own `required`). */
  requiredMark?: boolean;
};

/** The attributes the frame gives its control. */
export type TControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined; className: string };

/** The ids a control is described by: its hint, then its error, then any of the caller's. */
export function describedBy(id: string, hint: ReactNode, error: ReactNode, ...more: (string | undefined)[]): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : "", ...more].filter(Boolean).join(" ") || undefined;
}

/** The control's attributes for a field with this id, hint and error. */
export function controlProps(id: string, hint: ReactNode, error: ReactNode, extraClass = ""): TControlProps {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    className: `${inputClass} ${extraClass} ${error ? invalidClass : ""}`.trim(),
  };
}

/** The asterisk of a field that must be filled; hidden from screen readers, which hear `required`. */
export function RequiredMark({ shown }: { shown?: boolean }) {
  return shown ? (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  ) : null;
}

/** Splits a field's props into the frame's (label, hint, error, …) and the control's own. */
export function splitFieldProps<P extends TFieldProps>({ id, label, hint, error, hideLabel, className, requiredMark, ...control }: P) {
  return [{ id, label, hint, error, hideLabel, className, requiredMark }, control] as const;
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled field around any control: `children` gets the attributes that tie the control to its label and messages. */
export function Field({ id, label, hint, error, hideLabel, className = "", requiredMark, children }: TFieldProps & { children: (control: TControlProps) => ReactNode }) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-700"}>
        {label}
        <RequiredMark shown={requiredMark} />
      </label>
      {children(controlProps(id, hint, error))}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
