"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import { successToast } from "@/components/ui/success-toast";

type TLabels = { label: string; submit: string; saved: string; failed: string };

/** The owner gives the goal's survey at one of the goal's events (POST /api/v1/smartgoals/surveyEvents), then the report reloads. */
export function LinkEventForm({ goalId, events, labels }: { goalId: number; events: { id: number; label: string }[]; labels: TLabels }) {
  const id = useId();
  const router = useRouter();
  const [eventId, setEventId] = useState(String(events[0]?.id ?? ""));
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function submit() {
    setError(null);
    start(async () => {
      const res = await fetch("/api/v1/smartgoals/surveyEvents", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ smart_goal_id: goalId, event_id: Number(eventId) }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string }[] } | null;
        setError(body?.error?.[0]?.message ?? labels.failed);
        return;
      }
      successToast(labels.saved);
      router.refresh();
    });
  }

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {labels.label}
        </label>
        <select id={id} className={inputClass} value={eventId} onChange={(e) => setEventId(e.target.value)} disabled={pending} data-testid="goal-event-select">
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={pending || !eventId} aria-busy={pending} data-testid="goal-event-link">
        {labels.submit}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
