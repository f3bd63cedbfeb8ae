"use client";

import { useRouter } from "next/navigation";
import { PeriodForm } from "./period-form";

/** /app/periods/new: the form, then back to the list. */
export function NewPeriod({ userId, nextPeriod, defaults, backHref }: { userId: number | null; nextPeriod: number; defaults: { start: string; end: string }; backHref: string }) {
  const router = useRouter();
  return <PeriodForm userId={userId} nextPeriod={nextPeriod} defaults={defaults} onDone={() => router.push(backHref)} />;
}
