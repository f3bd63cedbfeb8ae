"use client";

import { useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Confidential } from "@/components/shell/confidential";
import { endOf } from "@/lib/calendar/rules";
import type { TCategoryOption } from "@/lib/categories/rules";
import { isWaitingToCreate } from "./offline-display";
import { formatLongDate } from "./quick-add";
import type { TCalendarGrade, TEventJson } from "./types";
import { dateFormatter, formatClockTime } from "@/lib/i18n/format";
import { intlLocale } from "@/lib/i18n/format-date";

type TProps = {
  event: TEventJson | null;
  onClose: () => void;
  categories: readonly TCategoryOption[];
  grades: readonly TCalendarGrade[];
  canEdit: boolean;
  onEdit: (event: TEventJson) => void;
  /** Deletes (a series first asks which occurrences); resolves true when it is gone. */
  onDelete: (event: TEventJson) => Promise<boolean>;
  /** Marks the event done (offline it is queued on the device); absent, no such button. */
  onMarkDone?: (event: TEventJson) => void;
  /** The lessons the owner may deliver (own and shared): the event's lesson is shown by its name. */
  lessons?: readonly { id: number; name: string }[];
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="col-span-2 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** The name of the event's lesson among those the owner may deliver; null when it is not one of them (never its id). */
export function eventLessonName(lessonId: number | null | undefined, lessons: readonly { id: number; name: string }[]): string | null {
  if (!lessonId) return null;
  return lessons.find((l) => l.id === lessonId)?.name ?? null;
}

/**
 * A series' repeat rule as the reader reads it: how often, on which weekdays (weekly), until when
 * ("Every week · Tuesday and Thursday · until Thursday, January 7, 2027").
 */
export function RepeatSummary({ rule }: { rule: NonNullable<TEventJson["recurrence"]> }) {
  const tr = useTranslations("calendar.repeat");
  const locale = useLocale();
  const every = rule.freq === "daily" ? tr("everyDays", { count: rule.interval }) : tr("everyWeeks", { count: rule.interval });
  const weekday = dateFormatter(locale, { weekday: "long" });
  // 2024-01-01 was a Monday: ISO weekday d (1 = Monday) is 2024-01-0d.
  const days = rule.freq === "weekly" ? new Intl.ListFormat(intlLocale(locale), { type: "conjunction" }).format(rule.weekdays.map((d) => weekday.format(new Date(Date.UTC(2024, 0, d))))) : "";
  return <>{[every, days, tr("untilValue", { date: formatLongDate(rule.until, locale) })].filter(Boolean).join(" · ")}</>;
}

/** The read-only display of an event (a click on the grid or the list): the eye masks the student and the notes. */
export function EventDetails({ event, onClose, categories, grades, canEdit, onEdit, onDelete, onMarkDone, lessons = [] }: TProps) {
  const t = useTranslations("calendar.details");
  const tf = useTranslations("calendar.form");
  const tc = useTranslations("calendar");
  const tr = useTranslations("calendar.repeat");
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!event) return null;

  const category = categories.find((c) => c.id === event.category_id) ?? null;
  const parent = category?.parentId ? categories.find((c) => c.id === category.parentId) : null;
  const grade = grades.find((g) => g.id === event.grade_id) ?? null;
  const end = endOf(event.date, event.time, event.duration);
  const r = event.recurrence;
  const waiting = isWaitingToCreate(event);

  const remove = async () => {
    if (!event.series_id && !confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    const gone = await onDelete(event);
    setBusy(false);
    setConfirming(false);
    if (gone) onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) {
          setConfirming(false);
          onClose();
        }
      }}
      title={event.title}
      closeLabel={tc("close")}
    >
      <dl className="divide-y divide-slate-100">
        <Row label={t("when")}>
          {formatLongDate(event.date, locale)}, {formatClockTime(event.time, locale)} – {end.date !== event.date ? `${formatLongDate(end.date, locale)}, ` : ""}
          {formatClockTime(end.time, locale)} ({t("minutes", { count: event.duration })})
        </Row>
        <Row label={tf("category")}>
          {category ? (
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded" style={{ backgroundColor: event.category_color ?? category.color }} />
              {parent ? `${parent.name} › ` : ""}
              {category.name}
            </span>
          ) : (
            t("none")
          )}
        </Row>
        <Row label={tf("client")}>{event.client_id ? <Confidential>{event.client_name ?? ""}</Confidential> : t("none")}</Row>
        <Row label={tf("students")}>{t("studentsValue", { students: event.students, male: event.male, female: event.female })}</Row>
        {grade ? <Row label={tf("grade")}>{grade.name}</Row> : null}
        {event.lesson_id ? <Row label={tf("lesson")}>{eventLessonName(event.lesson_id, lessons) ?? t("lessonUnavailable")}</Row> : null}
        {event.location ? <Row label={tf("location")}>{event.location}</Row> : null}
        <Row label={tf("notes")}>
          {event.notes ? (
            <Confidential>
              <span className="whitespace-pre-wrap">{event.notes}</span>
            </Confidential>
          ) : (
            t("none")
          )}
        </Row>
        <Row label={tf("status")}>{tc(`status.${event.status}`)}</Row>
        {r ? (
          <Row label={tr("legend")}>
            <RepeatSummary rule={r} />
          </Row>
        ) : null}
        {event.source !== "event" ? <Row label={t("source")}>{t(`sources.${event.source}`)}</Row> : null}
      </dl>
      {/* Created on this device and not sent yet: the server has no event to edit, mark done or delete. */}
      {waiting ? (
        <p data-testid="event-waiting" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("waitingToSend")}
        </p>
      ) : null}
      {confirming ? (
        <p role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("confirmDelete")}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {canEdit ? (
          <>
            <Button variant="danger" onClick={remove} disabled={busy} aria-busy={busy}>
              {confirming ? t("deleteConfirm") : t("delete")}
            </Button>
            {onMarkDone && event.status !== "done" ? (
              <Button variant="secondary" onClick={() => onMarkDone(event)}>
                {t("markDone")}
              </Button>
            ) : null}
            <Button onClick={() => onEdit(event)}>{t("edit")}</Button>
          </>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {tc("close")}
        </Button>
      </div>
    </Dialog>
  );
}
