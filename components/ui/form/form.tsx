"use client";

import type { FormEvent, FormHTMLAttributes } from "react";

/**
 * A form that submits through its handler only: the browser's own validation bubbles stay off
 * (the fields show the server's messages in the user's language) and the page is never reloaded.
 * The handler gets the event, for its submitter (which button sent the form).
 */
export function Form({ onSubmit, noValidate = true, ...props }: Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> & { onSubmit: (e: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form
      noValidate={noValidate}
      {...props}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e);
      }}
    />
  );
}
