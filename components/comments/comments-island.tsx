"use client";

import { useId, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Pager } from "@/components/ui/data-table";
import { inputClass, MaxLengthTextarea } from "@/components/ui/form";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { useAction } from "@/components/ui/use-action";
import { formatDateTime } from "@/lib/i18n/format";
import { addCommentAction, deleteCommentAction, likeCommentAction, listCommentsAction, replyCommentAction, showCommentAction } from "@/lib/comments/actions";
import { COMMENT_MAX, type TCommentJson, type TCommentPage } from "@/lib/comments/schemas";
import type { TActionResult } from "@/lib/http/action";
import { TableHead } from "@/components/ui/table-head";

type TSubject = "lesson" | "target";
type TProps = { subject: TSubject; subjectId: number; initial: TCommentPage; timeZone: string };

/**
 * The comments of a shared lesson or target: add, then a table of 10 per page, newest first, each
 * comment with its replies, likes, Reply, Like, Hide/Show (the owner) and Delete (the author).
 * Every change answers a toast that names what happened and reloads the page shown.
 */
export function CommentsIsland({ subject, subjectId, initial, timeZone }: TProps) {
  const t = useTranslations("comments");
  const [data, setData] = useState(initial);
  // A refused change says the server's words (else 'failed') in a toast; the page's data is this island's own.
  const { pending, submit } = useAction(null, { fields: () => null, text: (e) => e.message || t("failed"), toast: "standard", refresh: false });

  /** Runs an action; on success toasts `message` and reloads `page` (the current one by default). */
  function run<T>(action: () => Promise<TActionResult<T>>, message: string, page = data.page, after?: () => void) {
    submit(
      async () => {
        const result = await action();
        return result.ok ? { ...result, data: await load(page) } : result;
      },
      {
        message,
        then: (list) => {
          after?.();
          show(list);
        },
      },
    );
  }

  async function load(page: number) {
    const result = await listCommentsAction(subject, subjectId, page);
    // The last comment of the last page went: show the page before it.
    if (result.ok && result.data.comments.length === 0 && page > 1) return listCommentsAction(subject, subjectId, page - 1);
    return result;
  }

  function show(list: TActionResult<TCommentPage>) {
    watchUnauthorized(list);
    if (list.ok) setData(list.data);
    else toast.error(t("loadFailed"));
  }

  const actions: TRowActions = {
    like: (c) => run(() => likeCommentAction(subject, c.id), t("messages.liked")),
    toggle: (c) => run(() => showCommentAction(subject, c.id, c.visible ? 0 : 1), c.visible ? t("messages.hidden") : t("messages.shown")),
    remove: (c) => run(() => deleteCommentAction(subject, c.id), t("messages.deleted")),
    reply: (c, text, done) => run(() => replyCommentAction(subject, c.id, text), t("messages.replied"), data.page, done),
  };

  return (
    <section aria-labelledby={`comments-${subject}-${subjectId}`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-busy={pending}>
      <h2 id={`comments-${subject}-${subjectId}`} className="text-lg font-semibold">
        {t("title")} <span className="text-sm font-normal text-slate-500">{t("count", { count: data.total })}</span>
      </h2>
      <CommentForm label={t("addLabel")} submit={t("add")} pending={pending} onSubmit={(text, done) => run(() => addCommentAction(subject, subjectId, text), t("messages.added"), 1, done)} />
      {data.comments.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("caption", { page: data.page, pages: data.pages })}</caption>
            <TableHead
              className="border-b border-slate-200 text-xs uppercase text-slate-500"
              cellClassName="py-2 pr-3"
              columns={[t("columns.comment"), t("columns.author"), t("columns.date"), { label: t("columns.actions"), hidden: true, className: "py-2" }]}
            />
            <tbody>
              {data.comments.map((c) => (
                <CommentRow key={c.id} comment={c} owner={data.owner} timeZone={timeZone} pending={pending} actions={actions} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={data.page}
        pages={data.pages}
        href={() => "#"}
        onPage={(p) => {
          if (!pending) submit(async () => ({ ok: true as const, data: await load(p) }), { then: show });
        }}
        namespace="comments"
        label={t("pagination")}
        status={t("pageOf", { page: data.page, pages: data.pages })}
      />
    </section>
  );
}

type TRowActions = {
  like: (c: TCommentJson) => void;
  toggle: (c: TCommentJson) => void;
  remove: (c: TCommentJson) => void;
  reply: (c: TCommentJson, text: string, done: () => void) => void;
};

function CommentRow({ comment, owner, timeZone, pending, actions }: { comment: TCommentJson; owner: boolean; timeZone: string; pending: boolean; actions: TRowActions }) {
  const t = useTranslations("comments");
  const locale = useLocale();
  const [replying, setReplying] = useState(false);
  return (
    <tr className={`border-b border-slate-100 align-top ${comment.visible ? "" : "bg-slate-50 text-slate-500"}`}>
      <td className="py-3 pr-3">
        <CommentBody comment={comment} />
        {comment.replies.length > 0 ? (
          <ul aria-label={t("repliesTo", { author: comment.author || t("someone") })} className="mt-3 space-y-3 border-l-2 border-slate-200 pl-3">
            {comment.replies.map((r) => (
              <li key={r.id} className={r.visible ? "" : "text-slate-500"}>
                <CommentBody comment={r} />
                <p className="mt-1 text-xs text-slate-500">
                  {r.author || t("someone")} · {formatDateTime(r.date, locale, timeZone)}
                </p>
                <CommentButtons comment={r} owner={owner} pending={pending} actions={actions} />
              </li>
            ))}
          </ul>
        ) : null}
        {replying ? (
          <div className="mt-3">
            <CommentForm
              label={t("replyLabel", { author: comment.author || t("someone") })}
              submit={t("sendReply")}
              pending={pending}
              onSubmit={(text, done) =>
                actions.reply(comment, text, () => {
                  done();
                  setReplying(false);
                })
              }
              onCancel={() => setReplying(false)}
              autoFocus
            />
          </div>
        ) : null}
      </td>
      <td className="py-3 pr-3">{comment.author || t("someone")}</td>
      <td className="whitespace-nowrap py-3 pr-3">{formatDateTime(comment.date, locale, timeZone)}</td>
      <td className="py-3">
        <CommentButtons comment={comment} owner={owner} pending={pending} actions={actions} onReply={replying ? undefined : () => setReplying(true)} />
      </td>
    </tr>
  );
}

function CommentBody({ comment }: { comment: TCommentJson }) {
  const t = useTranslations("comments");
  return (
    <div>
      {comment.visible ? null : <span className="mr-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-700">{t("hiddenBadge")}</span>}
      <p className="whitespace-pre-line break-words">{comment.body}</p>
    </div>
  );
}

function CommentButtons({ comment, owner, pending, actions, onReply }: { comment: TCommentJson; owner: boolean; pending: boolean; actions: TRowActions; onReply?: () => void }) {
  const t = useTranslations("comments");
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1">
      <Button
        variant="ghost"
        className="px-2 py-1"
        aria-pressed={comment.liked}
        disabled={pending || comment.liked}
        onClick={() => actions.like(comment)}
        aria-label={t("likeLabel", { count: comment.likes })}
      >
        <span aria-hidden="true">{comment.liked ? "♥" : "♡"}</span> {comment.likes}
      </Button>
      {onReply ? (
        <Button variant="ghost" className="px-2 py-1" disabled={pending} onClick={onReply}>
          {t("reply")}
        </Button>
      ) : null}
      {owner ? (
        <Button variant="ghost" className="px-2 py-1" disabled={pending} onClick={() => actions.toggle(comment)}>
          {comment.visible ? t("hide") : t("show")}
        </Button>
      ) : null}
      {comment.mine ? (
        <>
          <Button variant="ghost" className="px-2 py-1 text-red-700" disabled={pending} onClick={() => setConfirming(true)}>
            {t("delete")}
          </Button>
          <Dialog open={confirming} onOpenChange={setConfirming} title={t("deleteTitle")} description={t("deleteBody")} closeLabel={t("close")}>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t("keep")}
              </Button>
              <Button
                variant="danger"
                disabled={pending}
                onClick={() => {
                  setConfirming(false);
                  actions.remove(comment);
                }}
              >
                {t("deleteConfirm")}
              </Button>
            </div>
          </Dialog>
        </>
      ) : null}
    </div>
  );
}

function CommentForm({
  label,
  submit,
  pending,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  label: string;
  submit: string;
  pending: boolean;
  onSubmit: (text: string, done: () => void) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useTranslations("comments");
  const id = useId();
  const [text, setText] = useState("");
  function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    onSubmit(text, () => setText(""));
  }
  return (
    <form onSubmit={send} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <MaxLengthTextarea id={id} value={text} onChange={(e) => setText(e.target.value)} maxLength={COMMENT_MAX} rows={3} required autoFocus={autoFocus} className={inputClass} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t("cancel")}
            </Button>
          ) : null}
          <Button type="submit" disabled={pending || !text.trim()}>
            {submit}
          </Button>
        </div>
      </div>
    </form>
  );
}
