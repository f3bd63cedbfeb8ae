"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, TextAreaField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { answerQuestionAction } from "@/lib/content/actions";
import { useAction } from "@/components/ui/use-action";

/** The answer to a panel question: saving emails the asker (through the outbox) and marks it answered. */
export function AnswerForm({ questionId, initial }: { questionId: number; initial: string }) {
  const t = useTranslations("content.questions");
  const { pending, submit, error } = useAction(null, { namespace: "content", focus: "[data-content-form]" });
  const [answer, setAnswer] = useState(initial);
  const answerError = error("answer");
  return (
    <Form
      data-content-form
      className="space-y-3"
      onSubmit={() => {
        submit(
          () => answerQuestionAction({ questionId, answer }),
          () => t("sent"),
        );
      }}
    >
      <TextAreaField id="answer-text" label={t("answerLabel")} rows={8} maxLength={10_000} value={answer} onChange={(e) => setAnswer(e.target.value)} error={answerError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t(initial ? "resend" : "send")}
        </Button>
      </div>
    </Form>
  );
}
