"use client";

import { useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode, type RefObject } from "react";
import { FormAlert } from "@/components/ui/form";
import { postJson, splitErrors } from "./post-json";
import { useFormText } from "./use-form-text";

// The first control to fix after a failed attempt: an invalid input (or one in an invalid group), else the form's alert.
const FIRST_INVALID = "input[aria-invalid='true'], textarea[aria-invalid='true'], select[aria-invalid='true'], [aria-invalid='true'] input, [role='alert']";

/** Fields the browser found invalid ("" = no server code yet), from fieldIssues(). */
export function invalidFields(issues: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.keys(issues).map((f) => [f, ""]));
}

/**
 * The state every public form of the site shares: field errors (the server's code per field),
 * one form-level error, the pending send, the done state, and focus moved to the first thing to fix
 * or to the success heading.
 */
export function usePublicForm(url: string, opts: { fieldErrors?: boolean; namespace?: string } = {}) {
  const text = useFormText(opts.namespace);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [failures, setFailures] = useState(0);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (failures) formRef.current?.querySelector<HTMLElement>(FIRST_INVALID)?.focus();
  }, [failures]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const err = (field: string) => (field in errors ? text.field(field, errors[field]) : undefined);

  /** Shows `found` (field → code) when there is any; otherwise posts `body` and shows the answer. */
  const send = (found: Record<string, string>, body: unknown) => {
    setFormError(null);
    setErrors(found);
    if (Object.keys(found).length) return setFailures((n) => n + 1);
    startTransition(async () => {
      const res = await postJson(url, body);
      if (res.ok) return setDone(true);
      const { fields, form } = splitErrors(res.error);
      if (opts.fieldErrors === false) setFormError(text.form(form ?? res.error[0]));
      else {
        setErrors(fields);
        if (form || !Object.keys(fields).length) setFormError(text.form(form));
      }
      setFailures((n) => n + 1);
    });
  };

  return { err, send, formError, done, pending, formRef, doneRef };
}

/**
 * A public form as usePublicForm runs it: the success panel once sent; until then the form in its
 * card, its own error first.
 */
export function PublicForm({
  state,
  onSubmit,
  doneTitle,
  doneBody,
  className = "space-y-4",
  children,
}: {
  state: Pick<ReturnType<typeof usePublicForm>, "done" | "doneRef" | "formRef" | "formError">;
  onSubmit: () => void;
  doneTitle: ReactNode;
  doneBody: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  if (state.done) {
    return (
      <FormDone headingRef={state.doneRef} title={doneTitle}>
        {doneBody}
      </FormDone>
    );
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form ref={state.formRef} method="post" onSubmit={submit} noValidate className={`${className} rounded-lg border border-slate-200 bg-white p-6 shadow-sm`}>
      <FormAlert>{state.formError}</FormAlert>
      {children}
    </form>
  );
}

/** The success panel shown in place of a sent form; its heading takes the focus. */
export function FormDone({ headingRef, title, children }: { headingRef: RefObject<HTMLHeadingElement | null>; title: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-6">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-green-900">
        {title}
      </h2>
      <p className="mt-2 text-green-900">{children}</p>
    </div>
  );
}
