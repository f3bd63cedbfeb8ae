"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, TextAreaField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { saveRampAction } from "@/lib/ramp/actions";
import { RAMP_TEXT_MAX } from "@/lib/ramp/schemas";

// The editor of a component's own text (closing-the-gap or M&B results implications, the reflection).
// The words come from the server page (namespace ramp), so this island needs no messages of its own.

type TProps = { type: string; initial: string; labels: { label: string; hint: string; save: string; saved: string; failed: string } };

export function RampTextForm({ type, initial, labels }: TProps) {
  const { pending, run, error } = useAction(saveRampAction, { successMessage: labels.saved });
  const [text, setText] = useState(initial);
  const id = `ramp-text-${type}`;

  return (
    <Form onSubmit={() => run(type, { text })} className="space-y-2" aria-busy={pending} data-testid={`${id}-form`}>
      <TextAreaField id={id} label={labels.label} hint={labels.hint} maxLength={RAMP_TEXT_MAX} rows={8} value={text} onChange={(e) => setText(e.target.value)} error={error("text")} />
      <Button type="submit" disabled={pending} data-testid={`${id}-save`}>
        {labels.save}
      </Button>
    </Form>
  );
}
