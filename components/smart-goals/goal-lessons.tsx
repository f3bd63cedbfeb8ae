"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { DateField } from "@/components/student-days/date-field";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass, MaxLengthInput } from "@/components/ui/form";
import { successToast } from "@/components/ui/success-toast";
import type { TErrorEntry } from "@/lib/http/errors";
import { createGoalEventAction, createGoalLessonAction, matchLessonsAction } from "@/lib/smart-goals/actions";
import type { TMatchedEvent, TMatchedLesson } from "@/lib/smart-goals/queries";

// Lessons from the goal: the lessons matching its standards and its groups' grades with their
// deliveries, and the two modals: create a lesson (then the add-objectives confirmation) and create an event.

export function GoalLessons({ goalId, categories, today, hasStandards }: { goalId: number; categories: { id: number; name: string }[]; today: string; hasStandards: boolean }) {
  const t = useTranslations("smartGoals.match");
  const router = useRouter();
  const [matched, setMatched] = useState<{ matchedLessonList: TMatchedLesson[]; lessonsMindsetEventsList: TMatchedEvent[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [lessonOpen, setLessonOpen] = useState(false);
  const [objectivesOpen, setObjectivesOpen] = useState(false);
  const [lessonName, setLessonName] = useState("");
  const [eventOpen, setEventOpen] = useState(false);
  const [ev, setEv] = useState({ title: "", date: "", time: "10:00", category_id: String(categories[0]?.id ?? "") });
  const [errors, setErrors] = useState<TErrorEntry[]>([]);
  const errorOf = (f: string) => errors.find((e) => e.field === f)?.message ?? null;

  async function find() {
    setBusy(true);
    try {
      const r = watchUnauthorized(await matchLessonsAction({ smartgoal_id: goalId }));
      if (r.ok) setMatched(r.data);
      else toast.error(r.error[0]?.message ?? "");
    } finally {
      setBusy(false);
    }
  }

  async function createLesson(addObjectives: boolean) {
    setObjectivesOpen(false);
    const r = watchUnauthorized(await createGoalLessonAction({ smart_goal_id: goalId, name: lessonName, addObjectives }));
    if (!r.ok) {
      setErrors(r.error);
      setLessonOpen(true);
      return;
    }
    setLessonName("");
    successToast(t("createdLesson", { name: r.data.lesson.name }));
    router.refresh();
    if (matched) await find();
  }

  async function createEvent() {
    setErrors([]);
    const r = watchUnauthorized(await createGoalEventAction({ smart_goal_id: goalId, title: ev.title || undefined, date: ev.date, time: ev.time, duration: 30, category_id: ev.category_id }));
    if (!r.ok) {
      setErrors(r.error);
      return;
    }
    setEventOpen(false);
    successToast(t("createdEvent"));
    if (matched) await find();
  }

  return (
    <section className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold">{t("title")}</h2>
      <p className="text-xs text-slate-600">{t("help")}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={find} disabled={busy || !hasStandards} aria-busy={busy} data-testid="sg-match">
          {t("find")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setErrors([]);
            setLessonOpen(true);
          }}
        >
          {t("createLesson")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setErrors([]);
            setEventOpen(true);
          }}
        >
          {t("createEvent")}
        </Button>
      </div>
      {matched ? (
        matched.matchedLessonList.length === 0 ? (
          <p className="text-sm text-slate-600">{t("none")}</p>
        ) : (
          <ul className="space-y-2" data-testid="sg-matched">
            {matched.matchedLessonList.map((l) => {
              const evs = matched.lessonsMindsetEventsList.filter((e) => e.lesson_id === l.id);
              return (
                <li key={l.id} className="text-sm">
                  <a href={`/app/lesson/edit/${l.id}`} className="font-medium text-brand-700 underline">
                    {l.name}
                  </a>{" "}
                  <span className="text-xs text-slate-500">({l.isOwner ? t("mine") : t("shared")})</span>
                  {evs.length > 0 ? (
                    <span className="block text-xs text-slate-600">
                      {t("events")}: {evs.map((e) => `${e.title} ${e.date}`).join(" · ")}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )
      ) : null}

      <Dialog open={lessonOpen} onOpenChange={setLessonOpen} title={t("createLesson")} closeLabel={t("cancel")}>
        <div className="mt-2 space-y-1">
          <label htmlFor="sg-new-lesson-name" className="block text-sm font-medium text-slate-800">
            {t("lessonName")}
          </label>
          <MaxLengthInput id="sg-new-lesson-name" className={inputClass} maxLength={200} value={lessonName} onChange={(e) => setLessonName(e.target.value)} />
          {errorOf("name") ? <p className="text-sm text-red-700">{errorOf("name")}</p> : null}
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setLessonOpen(false)}>
            {t("cancel")}
          </Button>
          <Button
            disabled={lessonName.trim() === ""}
            onClick={() => {
              setLessonOpen(false);
              setObjectivesOpen(true);
            }}
          >
            {t("create")}
          </Button>
        </div>
      </Dialog>

      <Dialog open={objectivesOpen} onOpenChange={setObjectivesOpen} title={t("objectivesTitle")} description={t("objectivesBody")} closeLabel={t("cancel")}>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => createLesson(false)}>
            {t("no")}
          </Button>
          <Button onClick={() => createLesson(true)}>{t("yes")}</Button>
        </div>
      </Dialog>

      <Dialog open={eventOpen} onOpenChange={setEventOpen} title={t("createEvent")} closeLabel={t("cancel")}>
        <div className="mt-2 space-y-3">
          <div className="space-y-1">
            <label htmlFor="sg-event-title" className="block text-sm font-medium text-slate-800">
              {t("eventTitle")}
            </label>
            <MaxLengthInput id="sg-event-title" className={inputClass} maxLength={200} value={ev.title} onChange={(e) => setEv({ ...ev, title: e.target.value })} />
          </div>
          <DateField label={t("date")} value={ev.date} onChange={(date) => setEv({ ...ev, date })} today={today} />
          {errorOf("date") ? <p className="text-sm text-red-700">{errorOf("date")}</p> : null}
          <div className="space-y-1">
            <label htmlFor="sg-event-time" className="block text-sm font-medium text-slate-800">
              {t("time")}
            </label>
            <input id="sg-event-time" type="time" step={300} className={inputClass} value={ev.time} onChange={(e) => setEv({ ...ev, time: e.target.value })} />
          </div>
          <div className="space-y-1">
            <label htmlFor="sg-event-category" className="block text-sm font-medium text-slate-800">
              {t("category")}
            </label>
            <select id="sg-event-category" className={inputClass} value={ev.category_id} onChange={(e) => setEv({ ...ev, category_id: e.target.value })}>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          {errors
            .filter((e) => e.field !== "date")
            .map((e, i) => (
              <p key={i} className="text-sm text-red-700" role="alert">
                {e.message}
              </p>
            ))}
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setEventOpen(false)}>
            {t("cancel")}
          </Button>
          <Button onClick={createEvent} disabled={!ev.date}>
            {t("create")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
