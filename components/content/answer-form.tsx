"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";
import { answerQuestionAction } from "@/lib/content/actions";
import { useContentAction } from "./use-content-action";

/** The answer to a panel question: saving emails the asker (through the outbox) and marks it answered. */
export function AnswerForm({ questionId, initial }: { questionId: number; initial: string }) {
  const t = useTranslations("content.questions");
  const { pending, submit, error } = useContentAction();
  const [answer, setAnswer] = useState(initial);
  const answerError = error("answer");
  return (
    <form
      data-content-form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit(
          () => answerQuestionAction({ questionId, answer }),
          () => t("sent"),
        );
      }}
    >
      <div className="space-y-1">
        <label htmlFor="answer-text" className="block text-sm font-medium text-slate-700">
          {t("answerLabel")}
        </label>
        <MaxLengthTextarea
          id="answer-text"
          rows={8}
          maxLength={10_000}
          className={inputClass}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          aria-invalid={answerError ? true : undefined}
          aria-describedby={answerError ? "answer-text-error" : undefined}
        />
        {answerError ? (
          <p id="answer-text-error" className="text-xs text-red-700">
            {answerError}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t(initial ? "resend" : "send")}
        </Button>
      </div>
    </form>
  );
}
