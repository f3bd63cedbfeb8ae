"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass, MaxLengthInput } from "@/components/ui/form";
import type { TActionResult } from "@/lib/http/action";
import {
  addQuestionsAction,
  addShortQuestionAction,
  clearSurveyDataAction,
  deleteQuestionAction,
  deleteShortQuestionAction,
  loadSurveyDataAction,
  updateQuestionAction,
  updateShortQuestionAction,
} from "@/lib/smart-goals/actions";
import type { TSmartGoalQuestion } from "@/lib/smart-goals/schemas";

// The goal's pre/post statements and short questions: each edited in place with save or cancel,
// deleted after a confirmation; the survey load and clear buttons are disabled while they run, and clear then
// loads (load refreshes the questions). Errors show as the user info error.

type TKind = "statement" | "short";

function QuestionList({
  kind,
  items,
  onSave,
  onDelete,
  onAdd,
}: {
  kind: TKind;
  items: TSmartGoalQuestion[];
  onSave: (id: number, text: string) => Promise<boolean>;
  onDelete: (q: TSmartGoalQuestion) => void;
  onAdd: (text: string) => Promise<boolean>;
}) {
  const t = useTranslations("smartGoals.questions");
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState("");
  const [fresh, setFresh] = useState("");
  const [busy, setBusy] = useState(false);
  const itemLabel = (n: number) => (kind === "statement" ? t("statement", { n }) : t("shortQuestion", { n }));
  return (
    <div className="space-y-2">
      {items.length === 0 ? <p className="text-sm text-slate-600">{t("empty")}</p> : null}
      <ol className="space-y-2">
        {items.map((q, i) => (
          <li key={q.id} className="flex flex-wrap items-center gap-2" data-testid={`sg-${kind}-row`}>
            {editing === q.id ? (
              <>
                <label htmlFor={`sg-${kind}-edit-${q.id}`} className="sr-only">
                  {itemLabel(i + 1)}
                </label>
                <MaxLengthInput id={`sg-${kind}-edit-${q.id}`} className={`${inputClass} flex-1`} maxLength={300} value={draft} onChange={(e) => setDraft(e.target.value)} />
                <Button
                  disabled={busy}
                  onClick={async () => {
                    setBusy(true);
                    if (await onSave(q.id, draft)) setEditing(null);
                    setBusy(false);
                  }}
                >
                  {t("save")}
                </Button>
                <Button variant="secondary" onClick={() => setEditing(null)}>
                  {t("cancel")}
                </Button>
              </>
            ) : (
              <>
                <span className="flex-1 text-sm text-slate-800">
                  <span className="sr-only">{itemLabel(i + 1)}: </span>
                  {i + 1}. {q.text}
                </span>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setEditing(q.id);
                    setDraft(q.text);
                  }}
                  aria-label={`${t("edit")} – ${itemLabel(i + 1)}`}
                >
                  {t("edit")}
                </Button>
                <Button variant="secondary" onClick={() => onDelete(q)} aria-label={`${t("delete")} – ${itemLabel(i + 1)}`}>
                  {t("delete")}
                </Button>
              </>
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex-1 space-y-1">
          <label htmlFor={`sg-${kind}-new`} className="block text-xs text-slate-700">
            {kind === "statement" ? t("newStatement") : t("newShortQuestion")}
          </label>
          <MaxLengthInput id={`sg-${kind}-new`} className={inputClass} maxLength={300} value={fresh} onChange={(e) => setFresh(e.target.value)} />
        </div>
        <Button
          disabled={busy || fresh.trim() === ""}
          onClick={async () => {
            setBusy(true);
            if (await onAdd(fresh)) setFresh("");
            setBusy(false);
          }}
          data-testid={`sg-${kind}-add`}
        >
          {t("add")}
        </Button>
      </div>
    </div>
  );
}

export function GoalQuestions({
  goalId,
  initialQuestions,
  initialShort,
  onStatementsChange,
}: {
  goalId: number;
  initialQuestions: TSmartGoalQuestion[];
  initialShort: TSmartGoalQuestion[];
  onStatementsChange: (n: number) => void;
}) {
  const t = useTranslations("smartGoals.questions");
  const [questions, setQuestionsState] = useState(initialQuestions);
  const [short, setShort] = useState(initialShort);
  const [confirm, setConfirm] = useState<{ kind: TKind; q: TSmartGoalQuestion } | null>(null);
  const [running, setRunning] = useState<"load" | "clear" | null>(null);
  const [responses, setResponses] = useState<{ pre: number; post: number } | null>(null);

  const setQuestions = (list: TSmartGoalQuestion[]) => {
    setQuestionsState(list);
    onStatementsChange(list.length);
  };
  const check = <T,>(r: TActionResult<T>): r is { ok: true; data: T } => {
    const result = watchUnauthorized(r);
    if (!result.ok) toast.error(result.error[0]?.message || t("empty"));
    return result.ok;
  };

  async function load() {
    setRunning("load");
    try {
      const r = await loadSurveyDataAction(goalId);
      if (check(r)) {
        setQuestions(r.data.questions);
        setShort(r.data.shortQuestions);
        setResponses(r.data.responses);
      }
    } finally {
      setRunning(null);
    }
  }

  async function clear() {
    setRunning("clear");
    try {
      const r = await clearSurveyDataAction(goalId);
      if (check(r)) toast.success(t("cleared", { count: r.data.cleared }));
    } finally {
      setRunning(null);
    }
    // Clearing the questions then triggers a load.
    await load();
  }

  return (
    <section className="space-y-4 rounded-md border border-slate-200 bg-white p-4">
      <div className="space-y-2">
        <h2 className="text-base font-semibold">{t("statements")}</h2>
        <QuestionList
          kind="statement"
          items={questions}
          onAdd={async (text) => {
            const r = await addQuestionsAction(goalId, { questions: [text] });
            if (check(r)) setQuestions(r.data);
            return r.ok;
          }}
          onSave={async (id, text) => {
            const r = await updateQuestionAction({ id, text });
            if (check(r)) setQuestions(questions.map((q) => (q.id === id ? r.data : q)));
            return r.ok;
          }}
          onDelete={(q) => setConfirm({ kind: "statement", q })}
        />
      </div>
      <div className="space-y-2">
        <h2 className="text-base font-semibold">{t("shortQuestions")}</h2>
        <QuestionList
          kind="short"
          items={short}
          onAdd={async (text) => {
            const r = await addShortQuestionAction(goalId, { text });
            if (check(r)) setShort([...short, r.data]);
            return r.ok;
          }}
          onSave={async (id, text) => {
            const r = await updateShortQuestionAction({ id, text });
            if (check(r)) setShort(short.map((q) => (q.id === id ? r.data : q)));
            return r.ok;
          }}
          onDelete={(q) => setConfirm({ kind: "short", q })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={load} disabled={running !== null} aria-busy={running === "load"} data-testid="sg-survey-load">
          {running === "load" ? t("running") : t("loadSurvey")}
        </Button>
        <Button variant="secondary" onClick={clear} disabled={running !== null} aria-busy={running === "clear"} data-testid="sg-survey-clear">
          {running === "clear" ? t("running") : t("clearSurvey")}
        </Button>
        {responses ? (
          <p className="text-sm text-slate-700" aria-live="polite">
            {t("responses", { pre: responses.pre, post: responses.post })}
          </p>
        ) : null}
      </div>
      <Dialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)} title={t("deleteTitle")} description={t("deleteBody")} closeLabel={t("cancel")}>
        <p className="mt-2 text-sm text-slate-800">{confirm?.q.text}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            {t("cancel")}
          </Button>
          <Button
            onClick={async () => {
              if (!confirm) return;
              const { kind, q } = confirm;
              setConfirm(null);
              const r = kind === "statement" ? await deleteQuestionAction({ id: q.id }) : await deleteShortQuestionAction({ id: q.id });
              if (!check(r)) return;
              if (kind === "statement") setQuestions(questions.filter((x) => x.id !== q.id));
              else setShort(short.filter((x) => x.id !== q.id));
            }}
            data-testid="sg-confirm-delete"
          >
            {t("confirmDelete")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
