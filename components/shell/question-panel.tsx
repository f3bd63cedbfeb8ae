"use client";

import { useEffect, useState, useTransition } from "react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/ui/use-error-text";
import { keepInScreenshot, MAX_SCREENSHOT_BYTES, screenshotBytes } from "@/lib/help/screenshot";
import { questionCheckAction, questionStoreAction } from "@/lib/shell/actions";
import { topicForPath } from "@/lib/shell/rules";
import type { TTopicFull, TTopicUrl } from "@/lib/users/current-user";
import { watchUnauthorized } from "./session-expired";
import { CheckboxField, SelectField, TextAreaField } from "@/components/ui/form";
import { MyQuestions } from "@/components/content/my-questions";

// "Saving first calls a check. On success it waits 2 seconds, captures a screenshot and posts the store call."
const SCREENSHOT_DELAY_MS = 2000;

/**
 * A picture of the page under the panel, at most MAX_SCREENSHOT_BYTES once decoded (the server
 * refuses larger ones): a PNG, else a JPEG at smaller and smaller scales, else none.
 */
async function captureScreenshot(): Promise<string | null> {
  const { toJpeg, toPng } = await import("html-to-image");
  // The page under the panel: the panel and its overlay are left out of the picture.
  const options = { cacheBust: true, filter: keepInScreenshot };
  const attempts = [
    () => toPng(document.body, { ...options, pixelRatio: 1 }),
    ...[1, 0.6, 0.35].map((pixelRatio) => () => toJpeg(document.body, { ...options, pixelRatio, quality: 0.8, backgroundColor: "#ffffff" })),
  ];
  try {
    for (const attempt of attempts) {
      const shot = await attempt();
      if (screenshotBytes(shot) <= MAX_SCREENSHOT_BYTES) return shot;
    }
    return null;
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
      {/* A header button, part of the layout: a floating one covered content ("Email invoice", price columns). */}
      <button
        type="button"
        onClick={() => {
          setStatus(null);
          setOpen(true);
        }}
        data-testid="ask-question"
        className="flex items-center gap-1.5 rounded-md p-2 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 xl:px-3"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a8.5 8.5 0 0 1-12.3 7.6L3 21l1.4-5.2A8.5 8.5 0 1 1 21 12Z" />
          <path d="M9.6 9.5a2.5 2.5 0 0 1 4.8 1c0 1.7-2.4 2-2.4 3.3" />
          <path d="M12 16.8h.01" />
        </svg>
        <span className="sr-only xl:not-sr-only">{t("open")}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} description={t("description")} placement="right" closeLabel={t("close")}>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <SelectField
            id="question-topic"
            label={t("topic")}
            value={topicId}
            onChange={(e) => setTopicId(Number(e.target.value))}
            options={topics.map((topic) => ({ value: String(topic.id), label: tt.has(String(topic.id)) ? tt(String(topic.id)) : topic.topic }))}
          />
          <TextAreaField id="question-text" label={t("question")} required minLength={3} maxLength={4000} rows={6} value={question} onChange={(e) => setQuestion(e.target.value)} />
          <CheckboxField id="question-screenshot" label={t("screenshot")} checked={withScreenshot} onChange={(e) => setWithScreenshot(e.target.checked)} />
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
        {open ? <MyQuestions refreshKey={status?.kind === "success" ? status.text + question : null} /> : null}
      </Dialog>
    </>
  );
}
