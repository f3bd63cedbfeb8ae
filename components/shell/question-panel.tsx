"use client";

import { useEffect, useState, useTransition } from "react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { useErrorText } from "@/components/ui/use-error-text";
import { questionCheckAction, questionStoreAction } from "@/lib/shell/actions";
import { topicForPath } from "@/lib/shell/rules";
import type { TTopicFull, TTopicUrl } from "@/lib/users/current-user";
import { watchUnauthorized } from "./session-expired";

// "Saving first calls a check. On success it waits 2 seconds, captures a screenshot and posts the store call."
const SCREENSHOT_DELAY_MS = 2000;

async function captureScreenshot(): Promise<string | null> {
  const { toPng } = await import("html-to-image");
  try {
    return await toPng(document.body, {
      pixelRatio: 1,
      cacheBust: true,
      // Leave the panel itself out of the picture.
      filter: (node) => !(node instanceof HTMLElement && node.dataset.questionPanel === "true"),
    });
  } catch {
    return null;
  }
}

/** The side panel where a signed-in user asks a question, tagged with the page's topic. */
export function QuestionPanel({ topics, topicUrls }: { topics: TTopicFull[]; topicUrls: TTopicUrl[] }) {
  const t = useTranslations("shell.question");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [topicId, setTopicId] = useState(() => topicForPath(topicUrls, pathname));
  const [question, setQuestion] = useState("");
  const [withScreenshot, setWithScreenshot] = useState(true);
  const [status, setStatus] = useState<{ kind: "error" | "success" | "working"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const errorText = useErrorText();
  const tt = useTranslations("helpTopics");

  useEffect(() => setTopicId(topicForPath(topicUrls, pathname)), [pathname, topicUrls]);

  const submit = () =>
    startTransition(async () => {
      const input = { qTopic: topicId, qTopicID: topicId, question, pageUrl: pathname };
      setStatus({ kind: "working", text: t("checking") });
      const check = watchUnauthorized(await questionCheckAction(input));
      if (!check.ok) return setStatus({ kind: "error", text: errorText(check.error[0], t("failed")) });
      let screenshot: string | null = null;
      if (withScreenshot) {
        setStatus({ kind: "working", text: t("capturing") });
        await new Promise((r) => setTimeout(r, SCREENSHOT_DELAY_MS));
        screenshot = await captureScreenshot();
      }
      const stored = watchUnauthorized(await questionStoreAction({ ...input, screenshot }));
      if (!stored.ok) return setStatus({ kind: "error", text: errorText(stored.error[0], t("failed")) });
      setQuestion("");
      setStatus({ kind: "success", text: t("saved") });
    });

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setStatus(null);
          setOpen(true);
        }}
        className="fixed bottom-4 right-4 z-20 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t("open")}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} description={t("description")} placement="right" closeLabel={t("close")}>
        <form
          data-question-panel="true"
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="space-y-1">
            <label htmlFor="question-topic" className="block text-sm font-medium text-slate-700">
              {t("topic")}
            </label>
            <select id="question-topic" className={inputClass} value={topicId} onChange={(e) => setTopicId(Number(e.target.value))}>
              {topics.map((topic) => (
                <option key={topic.id} value={topic.id}>
                  {tt.has(String(topic.id)) ? tt(String(topic.id)) : topic.topic}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="question-text" className="block text-sm font-medium text-slate-700">
              {t("question")}
            </label>
            <textarea id="question-text" required minLength={3} maxLength={4000} rows={6} className={inputClass} value={question} onChange={(e) => setQuestion(e.target.value)} />
          </div>
          <div className="flex items-center gap-2">
            <input id="question-screenshot" type="checkbox" checked={withScreenshot} onChange={(e) => setWithScreenshot(e.target.checked)} className="h-4 w-4" />
            <label htmlFor="question-screenshot" className="text-sm text-slate-700">
              {t("screenshot")}
            </label>
          </div>
          {status ? (
            <p role={status.kind === "error" ? "alert" : "status"} className={`text-sm ${status.kind === "error" ? "text-red-700" : status.kind === "success" ? "text-green-700" : "text-slate-600"}`}>
              {status.text}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={pending || question.trim().length < 3}>
              {t("send")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
