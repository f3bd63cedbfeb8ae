"use client";

import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/daygrid";
import timeGridPlugin from "@fullcalendar/timegrid";
import listPlugin from "@fullcalendar/list";
import interactionPlugin, { type EventResizeDoneArg } from "@fullcalendar/interaction";
import deLocale from "@fullcalendar/core/locales/de";
import itLocale from "@fullcalendar/core/locales/it";
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput, EventSourceFuncArg } from "@fullcalendar/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { keepRange, readKeptRange } from "@/components/offline/kept-ranges";
import { changeEventOffline, createEventOffline } from "@/components/offline/log-offline";
import { Button } from "@/components/ui/button";
import { dateFormatter } from "@/lib/i18n/format-date";
import { PHONE_QUERY, useMediaQuery } from "@/components/ui/use-media-query";
import type { TEditScope } from "@/lib/calendar/rules";
import type { TCategoryOption } from "@/lib/categories/rules";
import { calendarApi } from "./calendar-api";
import { CategoryLegend } from "./category-legend";
import { useEventContent } from "./event-content";
import { EventDetails } from "./event-details";
import { EventForm, type TFormMode } from "./event-form";
import { QuickAdd } from "./quick-add";
import { ScopeDialog, type TScopeQuestion } from "./scope-dialog";
import { useFullCalendarA11y } from "./use-fullcalendar-a11y";
import { usePhoneView } from "./use-phone-view";
import { EVENTS_SOURCE, eventInput, useOfflineGrid } from "./use-offline-grid";
import { isWaitingToCreate } from "./offline-display";
import type { TCalendarClient, TCalendarGrade, TCalendarPeriod, TClosedDay, TEventDraft, TEventJson, TEventPayload, TSaveOutcome } from "./types";
import { DEFAULT_DURATION, DEFAULT_EVENT_TIME, fetchRange, movedTimes, periodsAsBusinessHours, selectionToDraft, VIEWS, visibleHours, wallClockNow, type TViewKey } from "./ui-rules";

export type TCalendarViewProps = {
  timezone: string;
  /** null: the default view, the week (the day on a phone). */
  initialView: TViewKey | null;
  /** YYYY-MM-DD to open on; today (in the owner's zone) when null. */
  initialDate: string | null;
  periods: TCalendarPeriod[];
  closedDays: TClosedDay[];
  categories: TCategoryOption[];
  clients: TCalendarClient[];
  grades: TCalendarGrade[];
  /** The lessons the owner may deliver (own and shared), for the event form's lesson picker. */
  lessons?: { id: number; name: string }[];
  /** The managed user whose calendar is open; null for one's own. */
  userId: number | null;
  /** False for a secretary: no names or notes, ever. */
  readConfidential: boolean;
};

const CLOSED_COLOR = "#cbd5e1";
const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [itLocale, deLocale];
const HEADER = { left: "prev,next today", center: "title", right: `${VIEWS.month},${VIEWS.week},${VIEWS.day},${VIEWS.list}` };
const VIEW_OPTIONS = { dayGridMonth: { dayMaxEvents: 4 } };
/** At phone width the day and list views only; globals.css puts the title on its own line above. */
const COMPACT_HEADER = { left: "prev,next today", center: "title", right: `${VIEWS.day},${VIEWS.list}` };
const DEFAULT_VIEW: TViewKey = "week";
const PHONE_VIEW: TViewKey = "day";
const PHONE_VIEWS = { wide: VIEWS[DEFAULT_VIEW], phone: VIEWS[PHONE_VIEW] };
/**
 * The list view fits a phone: its table is as wide as the calendar, titles wrap (even inside a long word), on a
 * phone the times wrap at their dash too, and the day headings' two dates wrap under each other, so no event
 * widens the page past the screen.
 */
const LIST_FITS =
  "[&_.fc-list-table]:w-full [&_.fc-list-event-title]:whitespace-normal [&_.fc-list-event-title]:[overflow-wrap:anywhere] max-sm:[&_.fc-list-event-time]:whitespace-normal [&_.fc-list-day-cushion]:flex [&_.fc-list-day-cushion]:flex-wrap [&_.fc-list-day-cushion]:justify-between [&_.fc-list-day-cushion]:gap-x-3";
/** The time grid keeps a fixed height and scrolls (06:00-20:00 at least), opening on the school day. */
const TIME_GRID_HEIGHT = 720;

/** When a kept range was loaded, as the reader reads a time in the owner's zone (the day too when it was not today). */
function keptTime(iso: string, locale: string, timeZone: string): string {
  const at = new Date(iso);
  const day = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
  const sameDay = day(at) === day(new Date());
  return dateFormatter(locale, { hour: "2-digit", minute: "2-digit", ...(sameDay ? {} : { day: "numeric", month: "short" }) }, timeZone).format(at);
}

/**
 * The calendar island: month, week, day and list views (FullCalendar), events loaded by range as
 * the view changes, coloured by category; drag to create (quick add), drag or resize to move,
 * click for the details and the full form; a recurring event asks which occurrences a change
 * applies to. Times are the owner's wall clock: FullCalendar runs in UTC as a floating clock.
 */
export function CalendarView(props: TCalendarViewProps) {
  const { timezone, periods, closedDays, categories, clients, grades, lessons, userId, readConfidential } = props;
  const t = useTranslations("calendar");
  const to = useTranslations("offline");
  const locale = useLocale();
  const ref = useRef<FullCalendar>(null);
  const box = useRef<HTMLDivElement>(null);
  useFullCalendarA11y(box);

  const [loaded, setLoaded] = useState<TEventJson[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  // When the grid shows the range as last loaded on this device (no connection): the time it was loaded.
  const [keptAt, setKeptAt] = useState<string | null>(null);
  const [quick, setQuick] = useState<{ key: number; draft: TEventDraft } | null>(null);
  const [form, setForm] = useState<{ key: number; mode: TFormMode } | null>(null);
  const [details, setDetails] = useState<TEventJson | null>(null);
  const [question, setQuestion] = useState<TScopeQuestion | null>(null);
  const answer = useRef<((scope: TEditScope | null) => void) | null>(null);
  const [status, setStatus] = useState("");

  const api = () => ref.current?.getApi();
  const refetch = () => api()?.refetchEvents();
  const today = () => wallClockNow(timezone, new Date()).slice(0, 10);

  const askScope = (q: TScopeQuestion) =>
    new Promise<TEditScope | null>((resolve) => {
      answer.current = resolve;
      setQuestion(q);
    });
  const onAnswer = (scope: TEditScope | null) => {
    setQuestion(null);
    answer.current?.(scope);
    answer.current = null;
  };

  const { show, showDays } = useOfflineGrid({ calendar: ref, loaded, setLoaded, categories, clients, userId });
  // Loads are numbered: one overtaken by a later load (the counselor moved on) changes nothing on the page.
  const loads = useRef(0);

  // ---- loading by range -------------------------------------------------------------------
  // FullCalendar takes the promise's value (an async source must not call its callbacks).
  const fetchEvents = useCallback(
    async (info: EventSourceFuncArg): Promise<EventInput[]> => {
      const n = ++loads.current;
      setLoading(true);
      const range = fetchRange(info.startStr, info.endStr);
      showDays(range);
      const result = await calendarApi.list(range, userId);
      // No answer (offline): the range as last loaded on this device, with the queued changes on top.
      const kept = !result.ok && result.status === 0 ? await readKeptRange({ userId, ...range }).catch(() => null) : null;
      if (n !== loads.current) {
        if (!result.ok && !kept) throw new Error("The events could not be loaded.");
        return show(result.ok ? result.data : (kept?.events ?? []), range).map((s) => eventInput(s.event, s.mark));
      }
      setLoading(false);
      if (!result.ok) {
        if (!kept) {
          setKeptAt(null);
          setLoadFailed(true);
          throw new Error("The events could not be loaded.");
        }
        setLoadFailed(false);
        setKeptAt(kept.loadedAt);
        setLoaded(kept.events);
        return show(kept.events, range).map((s) => eventInput(s.event, s.mark));
      }
      setLoadFailed(false);
      setKeptAt(null);
      setLoaded(result.data);
      // The range as the server sent it is kept on the device (encrypted) for the calendar opened offline.
      void keepRange({ userId, ...range, loadedAt: new Date().toISOString(), events: result.data }).catch(() => undefined);
      // The changes still on this device show at once, marked as waiting to be sent.
      return show(result.data, range).map((s) => eventInput(s.event, s.mark));
    },
    [userId, show, showDays],
  );

  // Sources must keep their identity across renders (a new one refetches): keyed by content,
  // since a server refresh after a save hands new arrays with the same days.
  const closedKey = JSON.stringify(closedDays);
  const closedLabel = t("closedDay");
  const closedSource = useMemo<EventInput[]>(
    () =>
      (JSON.parse(closedKey) as TClosedDay[]).map((d) => ({
        id: `closed-${d.date}`,
        start: d.date,
        allDay: true,
        display: "background",
        backgroundColor: CLOSED_COLOR,
        title: d.label || closedLabel,
        classNames: ["closed-day"],
      })),
    [closedKey, closedLabel],
  );
  const eventSources = useMemo(
    () => [
      { id: EVENTS_SOURCE, events: fetchEvents },
      { id: "closed", events: closedSource },
    ],
    [fetchEvents, closedSource],
  );

  // A range shown as last loaded is loaded again as soon as the connection returns.
  useEffect(() => {
    if (!keptAt) return;
    const reload = () => ref.current?.getApi().refetchEvents();
    window.addEventListener("online", reload);
    return () => window.removeEventListener("online", reload);
  }, [keptAt]);

  const hours = useMemo(() => visibleHours(periods, loaded), [periods, loaded]);
  const businessHours = useMemo(() => periodsAsBusinessHours(periods), [periods]);

  // ---- saving -------------------------------------------------------------------------------
  const create = async (payload: TEventPayload): Promise<TSaveOutcome> => {
    // Without a connection the new event is kept on the device (encrypted) and sent when it returns.
    const offline = await createEventOffline({ ...payload }, userId, payload.title ?? "");
    if (offline === "queued") {
      toast.success(to("queued"));
      return { ok: true };
    }
    if (offline === "noKey") {
      toast.error(to("noKey"));
      return { ok: false, cancelled: true };
    }
    const result = await calendarApi.create(payload, userId);
    if (!result.ok) return { ok: false, errors: result.error };
    const n = result.data.length;
    toast.success(t("toast.created", { count: n }));
    refetch();
    return { ok: true };
  };

  const saveEdit = async (event: TEventJson, patch: TEventPayload, repeatChanged: boolean): Promise<TSaveOutcome> => {
    let scope: TEditScope = "this";
    if (event.series_id !== null) {
      const chosen = await askScope({ kind: "change", allowThis: !repeatChanged });
      if (!chosen) return { ok: false, cancelled: true };
      scope = chosen;
    } else if (repeatChanged) {
      // A single event that now repeats becomes a series: the change covers "all" of it.
      scope = "all";
    }
    // Without a connection the change is kept on the device with the version edited, sent when it returns.
    const offline = await changeEventOffline(event, { ...patch }, scope, patch.title ?? event.title);
    if (offline === "queued") {
      toast.success(to("queued"));
      setDetails(null);
      return { ok: true };
    }
    if (offline === "noKey") {
      toast.error(to("noKey"));
      return { ok: false, cancelled: true };
    }
    const result = await calendarApi.update(event.id, patch, scope);
    if (!result.ok) return { ok: false, errors: result.error };
    toast.success(t("toast.saved"));
    setDetails(null);
    refetch();
    return { ok: true };
  };

  // "Done" changes this occurrence only; offline it is queued like an edit.
  const markDone = async (event: TEventJson) => {
    const offline = await changeEventOffline(event, { status: "done" }, "this", event.title);
    if (offline === "queued") {
      toast.success(to("queued"));
      setDetails(null);
      return;
    }
    if (offline === "noKey") {
      toast.error(to("noKey"));
      return;
    }
    const result = await calendarApi.update(event.id, { status: "done" }, "this");
    if (!result.ok) {
      toast.error(t("toast.doneFailed"));
      return;
    }
    toast.success(t("toast.markedDone"));
    setDetails(null);
    refetch();
  };

  const remove = async (event: TEventJson): Promise<boolean> => {
    let scope: TEditScope = "this";
    if (event.series_id !== null) {
      const chosen = await askScope({ kind: "delete", allowThis: true });
      if (!chosen) return false;
      scope = chosen;
    }
    const result = await calendarApi.remove(event.id, scope);
    if (!result.ok) {
      toast.error(t("toast.deleteFailed"));
      return false;
    }
    toast.success(t("toast.deleted"));
    refetch();
    return true;
  };

  // ---- grid interactions ------------------------------------------------------------------
  const onSelect = (info: DateSelectArg) => {
    setQuick({ key: Date.now(), draft: selectionToDraft({ start: info.startStr, end: info.endStr, allDay: info.allDay }) });
  };

  const onMove = async (info: EventDropArg | EventResizeDoneArg) => {
    const e = info.event.extendedProps.event as TEventJson | undefined;
    if (!e || !info.event.start) return info.revert();
    const next = movedTimes({ start: info.event.startStr, end: info.event.endStr || null, allDay: info.event.allDay }, { time: e.time.slice(0, 5), duration: e.duration });
    const patch: TEventPayload = {};
    if (next.date !== e.date) patch.date = next.date;
    if (next.time !== e.time.slice(0, 5)) patch.time = next.time;
    if (next.duration !== e.duration) patch.duration = next.duration;
    if (Object.keys(patch).length === 0) return;
    let scope: TEditScope = "this";
    if (e.series_id !== null) {
      const chosen = await askScope({ kind: "change", allowThis: true });
      if (!chosen) return info.revert();
      scope = chosen;
    }
    const offline = await changeEventOffline(e, { ...patch }, scope, e.title);
    if (offline === "queued") {
      toast.success(to("queued"));
      return;
    }
    if (offline === "noKey") {
      info.revert();
      toast.error(to("noKey"));
      return;
    }
    const result = await calendarApi.update(e.id, patch, scope);
    if (!result.ok) {
      info.revert();
      toast.error(t("toast.moveFailed"));
      return;
    }
    toast.success(t("toast.moved"));
    refetch();
  };

  const onEventClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const e = info.event.extendedProps.event as TEventJson | undefined;
    if (e) setDetails(e);
  };

  const newEvent = () => {
    const cal = api();
    const shown = cal ? cal.getDate().toISOString().slice(0, 10) : today();
    const view = cal?.view;
    const inView = view ? today() >= view.currentStart.toISOString().slice(0, 10) && today() < view.currentEnd.toISOString().slice(0, 10) : true;
    setForm({ key: Date.now(), mode: { kind: "create", draft: { date: inView ? today() : shown, time: DEFAULT_EVENT_TIME, duration: DEFAULT_DURATION } } });
  };

  const renderEvent = useEventContent();

  const compact = useMediaQuery(PHONE_QUERY);
  const [viewType, setViewType] = useState<string>(VIEWS[props.initialView ?? DEFAULT_VIEW]);
  // A phone (or a window zoomed to a phone's width) shows the day view unless a view was asked for
  // (?view=); the grid renders first on the server, without a screen width, so the switch happens once mounted.
  usePhoneView(ref, PHONE_VIEWS, props.initialView === null);
  const onDatesSet = (info: DatesSetArg) => {
    setStatus(info.view.title);
    setViewType(info.view.type);
  };
  const now = useCallback(() => wallClockNow(timezone, new Date()), [timezone]);
  const buttonLabels = [t("today"), t("views.month"), t("views.week"), t("views.day"), t("views.list")];
  const buttonKey = buttonLabels.join("|");
  const buttonText = useMemo(() => {
    const [today, month, week, day, list] = buttonKey.split("|");
    return { today, month, week, day, list };
  }, [buttonKey]);

  return (
    <div className="space-y-3">
      <div className="relative flex flex-wrap items-center gap-3">
        <Button onClick={newEvent}>{t("newEvent")}</Button>
        <CategoryLegend categories={categories} closedColor={CLOSED_COLOR} />
        <p className="ml-auto text-sm text-slate-500" aria-live="polite">
          {loading ? t("loading") : ""}
        </p>
      </div>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {keptAt ? (
        <p role="status" data-testid="calendar-kept" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {to("lastLoaded", { time: keptTime(keptAt, locale, timezone) })}
        </p>
      ) : null}
      {loadFailed ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {t("loadFailed")}{" "}
          <button type="button" className="font-medium underline" onClick={refetch}>
            {t("retry")}
          </button>
        </p>
      ) : null}
      <div className={`rounded-lg border border-slate-200 bg-white p-2 sm:p-4 [&_.fc-timegrid-slot]:h-8! ${LIST_FITS}`} data-testid="calendar" ref={box}>
        <FullCalendar
          ref={ref}
          plugins={PLUGINS}
          locales={LOCALES}
          locale={locale}
          timeZone="UTC"
          now={now}
          initialView={VIEWS[props.initialView ?? DEFAULT_VIEW]}
          initialDate={props.initialDate ?? undefined}
          firstDay={1}
          headerToolbar={compact ? COMPACT_HEADER : HEADER}
          buttonText={buttonText}
          noEventsText={t("noEvents")}
          views={VIEW_OPTIONS}
          eventDisplay="block"
          height={viewType.startsWith("timeGrid") ? TIME_GRID_HEIGHT : "auto"}
          slotMinTime={hours.slotMinTime}
          slotMaxTime={hours.slotMaxTime}
          scrollTime={hours.scrollTime}
          slotDuration="00:30:00"
          snapDuration="00:15:00"
          allDaySlot={false}
          businessHours={businessHours}
          nowIndicator
          navLinks
          weekNumbers={false}
          selectable
          selectMirror
          editable
          eventInteractive
          eventSources={eventSources}
          eventContent={renderEvent}
          select={onSelect}
          eventDrop={onMove}
          eventResize={onMove}
          eventClick={onEventClick}
          datesSet={onDatesSet}
        />
      </div>
      {quick ? (
        <QuickAdd
          key={quick.key}
          open
          draft={quick.draft}
          categories={categories}
          onOpenChange={(open) => {
            if (!open) {
              setQuick(null);
              api()?.unselect();
            }
          }}
          onSave={create}
          onMore={(draft) => {
            setQuick(null);
            api()?.unselect();
            setForm({ key: Date.now(), mode: { kind: "create", draft } });
          }}
        />
      ) : null}
      {form ? (
        <EventForm
          key={form.key}
          open
          mode={form.mode}
          categories={categories}
          clients={clients}
          grades={grades}
          ownerUserId={userId}
          lessons={lessons}
          readConfidential={readConfidential}
          onOpenChange={(open) => (open ? null : setForm(null))}
          onSave={(payload, info) => (form.mode.kind === "edit" ? saveEdit(form.mode.event, payload, info.repeatChanged) : create(payload))}
        />
      ) : null}
      <EventDetails
        key={details?.id ?? "none"}
        event={details}
        categories={categories}
        grades={grades}
        lessons={lessons}
        canEdit={!(details && isWaitingToCreate(details))}
        onClose={() => setDetails(null)}
        onEdit={(e) => {
          setDetails(null);
          setForm({ key: Date.now(), mode: { kind: "edit", event: e } });
        }}
        onDelete={remove}
        onMarkDone={markDone}
      />
      <ScopeDialog question={question} onAnswer={onAnswer} />
    </div>
  );
}
