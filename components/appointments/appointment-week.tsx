"use client";

import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import deLocale from "@fullcalendar/core/locales/de";
import itLocale from "@fullcalendar/core/locales/it";
import type { EventClickArg, EventContentArg, EventInput, EventSourceFuncArg } from "@fullcalendar/core";
import { forwardRef, useCallback, useImperativeHandle, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Confidential, useConfidential } from "@/components/shell/confidential";
import { eventSpan, fetchRange, textColorOn, wallClockNow } from "@/components/calendar/ui-rules";
import { useFullCalendarA11y } from "@/components/calendar/use-fullcalendar-a11y";
import { usePhoneView } from "@/components/calendar/use-phone-view";
import { callAction } from "@/components/billing-account/call-action";
import { busyBlocksAction } from "@/lib/appointments/actions";
import type { TAppointmentRequest, TBusyBlock } from "@/lib/appointments/queries";

export type TWeekHandle = { refetch: () => void };

/** The date itself on a weekday, else the Monday after. */
export function nextSchoolDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const day = d.getUTCDay();
  if (day === 6 || day === 0) d.setUTCDate(d.getUTCDate() + (day === 6 ? 2 : 1));
  return d.toISOString().slice(0, 10);
}

type TProps = {
  counselorId: number;
  requests: TAppointmentRequest[];
  timezone: string;
  onLoaded: (blocks: TBusyBlock[]) => void;
  onRequestClick: (requestId: number) => void;
};

const PLUGINS = [timeGridPlugin];
const LOCALES = [itLocale, deLocale];
const HEADER = { left: "prev,next today", center: "title", right: "timeGridWeek,timeGridDay" };
const BUSY_COLOR = "#64748b";
const REQUEST_COLOR = "#f59e0b";
const PHONE_VIEWS = { wide: "timeGridWeek", phone: "timeGridDay" };

/**
 * A counselor's week (FullCalendar time grid on the counselor's wall clock, as the calendar page
 * runs it): their events as busy blocks — titles only for who may read them — and the slots of
 * pending requests, dashed, which open the accept dialog when clicked.
 */
export const AppointmentWeek = forwardRef<TWeekHandle, TProps>(function AppointmentWeek({ counselorId, requests, timezone, onLoaded, onRequestClick }, ref) {
  const t = useTranslations("appointments");
  const locale = useLocale();
  const { hidden } = useConfidential();
  const cal = useRef<FullCalendar>(null);
  const box = useRef<HTMLDivElement>(null);
  useFullCalendarA11y(box);
  const [failed, setFailed] = useState(false);
  useImperativeHandle(ref, () => ({ refetch: () => cal.current?.getApi().refetchEvents() }), []);
  // A phone opens on one day (a school week does not fit 390 px); the week stays a button away.
  usePhoneView(cal, PHONE_VIEWS);

  const fetchBusy = useCallback(
    async (info: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      const range = fetchRange(info.startStr, info.endStr);
      const r = await callAction(() => busyBlocksAction({ counselor_id: counselorId, start: range.start, end: range.end }));
      if (!r.ok) {
        setFailed(true);
        failure(new Error("load failed"));
        return;
      }
      setFailed(false);
      onLoaded(r.data);
      success(
        r.data.map((b) => {
          const color = b.color ?? BUSY_COLOR;
          return {
            id: `busy-${b.id}`,
            title: b.title ?? b.category ?? t("busy"),
            ...eventSpan(b),
            backgroundColor: color,
            borderColor: color,
            textColor: textColorOn(color),
            extendedProps: { block: b },
          };
        }),
      );
    },
    [counselorId, onLoaded, t],
  );

  const requestKey = JSON.stringify(requests.map((r) => [r.id, r.date, r.time, r.duration, r.requesterName]));
  const requestEvents = useMemo<EventInput[]>(
    () =>
      requests
        .filter((r) => r.date && r.time)
        .map((r) => ({
          id: `request-${r.id}`,
          title: r.requesterName,
          ...eventSpan({ date: r.date as string, time: r.time as string, duration: r.duration }),
          backgroundColor: "#fffbeb",
          borderColor: REQUEST_COLOR,
          textColor: "#78350f",
          classNames: ["appointment-request"],
          extendedProps: { request: r },
        })),
    // Keyed by content: a refresh hands a new array with the same requests.
    [requestKey],
  );
  const sources = useMemo(
    () => [
      { id: "busy", events: fetchBusy },
      { id: "requests", events: requestEvents },
    ],
    [fetchBusy, requestEvents],
  );

  const render = useCallback(
    (arg: EventContentArg) => {
      const request = arg.event.extendedProps.request as TAppointmentRequest | undefined;
      const block = arg.event.extendedProps.block as TBusyBlock | undefined;
      return (
        <div className="h-full overflow-hidden leading-tight" data-request-id={request?.id} data-busy-id={block?.id}>
          {arg.timeText ? <div className="text-[0.7rem]">{arg.timeText}</div> : null}
          <div className="truncate text-xs font-semibold">
            {request ? (
              <>
                {t("requested")}: <Confidential>{request.requesterName}</Confidential>
              </>
            ) : block?.title ? (
              <Confidential>{block.title}</Confidential>
            ) : (
              arg.event.title
            )}
          </div>
        </div>
      );
    },
    // The eye re-renders the events (names are masked inside them).
    [hidden, t],
  );

  const onClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const request = info.event.extendedProps.request as TAppointmentRequest | undefined;
    if (request) onRequestClick(request.id);
  };
  const now = useCallback(() => wallClockNow(timezone, new Date()), [timezone]);
  // Weekends are hidden: on a Saturday or Sunday the week to book is the next one.
  const initialDate = useMemo(() => nextSchoolDay(wallClockNow(timezone, new Date()).slice(0, 10)), [timezone]);
  const buttonText = useMemo(() => ({ today: t("today"), week: t("week"), day: t("day") }), [t]);

  return (
    <div className="space-y-2">
      {failed ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {t("loadFailed")}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: BUSY_COLOR }} />
          {t("legendBusy")}
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm border-2 border-dashed" style={{ borderColor: REQUEST_COLOR, background: "#fffbeb" }} />
          {t("legendRequest")}
        </span>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-2 sm:p-4" data-testid="appointment-calendar" ref={box}>
        <FullCalendar
          ref={cal}
          plugins={PLUGINS}
          locales={LOCALES}
          locale={locale}
          timeZone="UTC"
          now={now}
          initialView="timeGridWeek"
          initialDate={initialDate}
          firstDay={1}
          headerToolbar={HEADER}
          buttonText={buttonText}
          slotMinTime="07:00:00"
          slotMaxTime="18:00:00"
          scrollTime="08:00:00"
          slotDuration="00:30:00"
          allDaySlot={false}
          weekends={false}
          nowIndicator
          height="auto"
          eventSources={sources}
          eventContent={render}
          eventClick={onClick}
        />
      </div>
    </div>
  );
});
