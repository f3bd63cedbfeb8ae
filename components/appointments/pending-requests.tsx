"use client";

import { useLocale, useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import type { TAppointmentRequest } from "@/lib/appointments/queries";
import { formatClockTime, formatDate } from "@/lib/i18n/format";

type TProps = {
  requests: TAppointmentRequest[];
  confidential: boolean;
  counselorName: string;
  onAccept: (r: TAppointmentRequest) => void;
  onDecline: (r: TAppointmentRequest) => void;
};

const ROLES = ["student", "parent", "staff", "other"];

/** The counselor's pending public requests, soonest first, each with Accept and Decline. */
export function PendingRequests({ requests, confidential, counselorName, onAccept, onDecline }: TProps) {
  const t = useTranslations("appointments");
  const locale = useLocale();
  return (
    <section aria-labelledby="pending-title" className="space-y-3">
      <h2 id="pending-title" className="text-lg font-semibold text-slate-900">
        {t("pendingTitle", { count: requests.length })}
      </h2>
      {requests.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-600" data-testid="no-pending">
          {t("noPending", { name: counselorName })}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="pending-requests">
          {requests.map((r) => (
            <li key={r.id} className="rounded-lg border border-amber-200 bg-white p-3 shadow-sm" data-request-id={r.id}>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">
                    <Confidential>{r.requesterName}</Confidential>
                  </p>
                  <p className="text-xs text-slate-600">
                    {t(`roles.${ROLES.includes(r.requesterRole) ? r.requesterRole : "other"}`)}
                    {r.grade ? ` · ${t("grade", { grade: r.grade })}` : ""}
                  </p>
                </div>
                <span className="shrink-0 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{t(`kinds.${r.kind === "dropin" ? "dropin" : "appointment"}`)}</span>
              </div>
              <p className="mt-2 text-sm text-slate-800">
                {r.date && r.time ? t("when", { date: formatDate(r.date, locale), time: formatClockTime(r.time, locale), minutes: r.duration }) : t("noTime")}
              </p>
              <p className="mt-1 break-all text-xs text-slate-600">
                <Confidential>{[r.requesterEmail, r.requesterPhone].filter(Boolean).join(" · ")}</Confidential>
              </p>
              {confidential && r.studentName && r.studentName !== r.requesterName ? (
                <p className="mt-1 text-xs text-slate-700">
                  {t("student")}: <Confidential>{r.studentName}</Confidential>
                </p>
              ) : null}
              {confidential && r.reason ? (
                <p className="mt-1 text-xs text-slate-700">
                  {t("reason")}: <Confidential>{r.reason}</Confidential>
                </p>
              ) : null}
              <div className="mt-3 flex gap-2">
                <Button onClick={() => onAccept(r)} className="flex-1">
                  {t("accept")}
                </Button>
                <Button variant="secondary" onClick={() => onDecline(r)} className="flex-1">
                  {t("decline")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
