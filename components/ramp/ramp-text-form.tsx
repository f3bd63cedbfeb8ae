"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";
import { successToast } from "@/components/ui/success-toast";
import { saveRampAction } from "@/lib/ramp/actions";
import { RAMP_TEXT_MAX } from "@/lib/ramp/schemas";

// The editor of a component's own text (closing-the-gap or M&B results implications, the reflection).
// The words come from the server page (namespace ramp), so this island needs no messages of its own.

type TProps = { type: string; initial: string; labels: { label: string; hint: string; save: string; saved: string; failed: string } };

export function RampTextForm({ type, initial, labels }: TProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = `ramp-text-${type}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    startTransition(async () => {
      const result = await callAction(() => saveRampAction(type, { text }));
      if (result.ok) {
        successToast(labels.saved);
        router.refresh();
        return;
      }
      if (shownByShell(result)) return;
      const message = result.error[0]?.message ?? labels.failed;
      setError(message);
      toast.error(labels.failed);
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2" aria-busy={pending} noValidate data-testid={`${id}-form`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {labels.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {labels.hint}
      </p>
      <MaxLengthTextarea
        id={id}
        maxLength={RAMP_TEXT_MAX}
        rows={8}
        className={inputClass}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} data-testid={`${id}-save`}>
        {labels.save}
      </Button>
    </form>
  );
}
