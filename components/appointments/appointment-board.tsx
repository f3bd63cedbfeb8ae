"use client";

import { useCallback, useRef, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/form";
import type { TAppointmentCounselor, TAppointmentRequest, TBusyBlock } from "@/lib/appointments/queries";
import { AcceptDialog } from "./accept-dialog";
import { AppointmentWeek, type TWeekHandle } from "./appointment-week";
import { DeclineDialog } from "./decline-dialog";
import { PendingRequests } from "./pending-requests";

type TProps = {
  counselors: TAppointmentCounselor[];
  counselorId: number;
  requests: TAppointmentRequest[];
  confidential: boolean;
  timezone: string;
};

/** The counselor picker, their week (busy blocks and requested slots) and the pending requests. */
export function AppointmentBoard({ counselors, counselorId, requests, confidential, timezone }: TProps) {
  const t = useTranslations("appointments");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const week = useRef<TWeekHandle>(null);
  const [accepting, setAccepting] = useState<TAppointmentRequest | null>(null);
  const [declining, setDeclining] = useState<TAppointmentRequest | null>(null);
  const [busy, setBusy] = useState<TBusyBlock[]>([]);
  const counselor = counselors.find((c) => c.id === counselorId);

  const done = useCallback(() => {
    setAccepting(null);
    setDeclining(null);
    week.current?.refetch();
    // Reload the page for the counselor shown, named in the URL: the page's default (the first
    // counselor with pending requests) would move the picker by itself after their last request.
    if (searchParams.get("counselor") === String(counselorId)) router.refresh();
    else router.replace(`${pathname}?counselor=${counselorId}`, { scroll: false });
  }, [router, searchParams, pathname, counselorId]);

  return (
    <div className="space-y-4">
      {counselors.length > 1 ? (
        <div className="max-w-sm space-y-1">
          <label htmlFor="appointment-counselor" className="block text-sm font-medium text-slate-700">
            {t("counselor")}
          </label>
          <select id="appointment-counselor" className={inputClass} value={counselorId} onChange={(e) => router.push(`${pathname}?counselor=${e.target.value}`)}>
            {counselors.map((c) => (
              <option key={c.id} value={c.id}>
                {c.pending > 0 ? t("counselorPending", { name: c.name, count: c.pending }) : c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <AppointmentWeek
          ref={week}
          counselorId={counselorId}
          requests={requests}
          timezone={timezone}
          onLoaded={setBusy}
          onRequestClick={(id) => setAccepting(requests.find((r) => r.id === id) ?? null)}
        />
        <PendingRequests requests={requests} confidential={confidential} onAccept={setAccepting} onDecline={setDeclining} counselorName={counselor?.name ?? ""} />
      </div>
      {accepting ? <AcceptDialog key={accepting.id} request={accepting} busy={busy} onClose={() => setAccepting(null)} onDone={done} /> : null}
      {declining ? <DeclineDialog key={declining.id} request={declining} onClose={() => setDeclining(null)} onDone={done} /> : null}
    </div>
  );
}
