"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { decidePrincipalContactAction } from "@/lib/principal-contacts/public-actions";

type TLabels = Record<"question" | "confirmButton" | "declineButton" | "confirmed" | "declined" | "failed" | "invalid" | "expired", string>;

/** The named principal's answer: two buttons, each a POST through the public server action; then what happened. */
export function ConfirmPrincipalForm({ token, labels }: { token: string; labels: TLabels }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  function answer(decision: "confirm" | "decline") {
    start(async () => {
      const r = await decidePrincipalContactAction({ token, decision });
      if (r.ok) return setDone((r.data.status === "confirmed" ? labels.confirmed : labels.declined).replace("{school}", r.data.schoolName));
      const code = r.error[0]?.code;
      setError(code === "link_expired" ? labels.expired : code === "link_invalid" ? labels.invalid : (r.error[0]?.message ?? labels.failed));
    });
  }
  if (done) {
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
        {done}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm">{labels.question}</p>
      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={pending} onClick={() => answer("confirm")}>
          {labels.confirmButton}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => answer("decline")}>
          {labels.declineButton}
        </Button>
      </div>
    </div>
  );
}
