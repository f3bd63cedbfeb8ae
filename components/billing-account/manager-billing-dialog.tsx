"use client";

import { useEffect, useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { QuoteForm } from "@/components/billing/quote-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/form";
import { useErrorText } from "@/components/ui/use-error-text";
import { loadAccountQuoteAction } from "@/lib/billing/account-actions";
import type { TQuoteContext } from "@/lib/billing/schemas";
import type { TUserListItem } from "@/lib/users/queries";
import { callAction, shownByShell } from "./call-action";
import { userLabel } from "./holder-picker";

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  me: string;
  /** Who the quote is for when the dialog opens. */
  initialUsername: string;
  /** Managers and admins pick among the users they manage. */
  canPick: boolean;
  users: TUserListItem[];
  complete: boolean;
  /** 'upgrade' (?upgrade=max, the edition switch's link): the first quote is the MAX upgrade to the holder's current expiry. */
  preset?: "upgrade" | null;
  /** A failed quote save closes the dialog; the host keeps the error for display. */
  onQuoteSaveFailed?: (message: string) => void;
};

/**
 * The manager billing dialog: the quote page's form in a dialog — totals, PDF,
 * quote email, payment tabs and confirmation — for the signed-in user or, for managers and admins,
 * a user they manage. The quote is loaded per picked user on the server.
 */
export function ManagerBillingDialog({ open, onOpenChange, me, initialUsername, canPick, users, complete, preset = null, onQuoteSaveFailed }: TProps) {
  const t = useTranslations("billing.account.dialog");
  const router = useRouter();
  const errorText = useErrorText();
  const pickerId = useId();
  const [username, setUsername] = useState(initialUsername);
  const [typed, setTyped] = useState(initialUsername);
  const [context, setContext] = useState<TQuoteContext | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (open) {
      setUsername(initialUsername);
      setTyped(initialUsername);
    }
  }, [open, initialUsername]);

  useEffect(() => {
    if (!open) return;
    let stale = false;
    setError(null);
    startTransition(async () => {
      // The preset is for the holder the dialog opened for; another picked user gets their usual quote.
      const wanted = username === initialUsername ? preset : null;
      const result = await callAction(() => loadAccountQuoteAction({ username: username === me ? undefined : username, preset: wanted }));
      if (stale) return;
      if (!result.ok) {
        setContext(null);
        // A 404 (not a user they may buy for) is the shell's alert; other failures are said here.
        setError(shownByShell(result) ? null : errorText(result.error[0], t("failed")));
        return;
      }
      setContext(result.data);
    });
    return () => {
      stale = true;
    };
    // Reloads only when the dialog opens or another user is picked (errorText/t change identity each render).
  }, [open, username, me, initialUsername, preset]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} size="wide" closeLabel={t("close")}>
      <div className="space-y-4">
        {canPick ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (typed.trim()) setUsername(typed.trim());
            }}
          >
            <div className="min-w-48 flex-1 space-y-1">
              <label htmlFor={pickerId} className="block text-sm font-medium text-slate-700">
                {t("buyFor")}
              </label>
              {complete ? (
                <select id={pickerId} className={inputClass} value={username} onChange={(e) => setUsername(e.target.value)} disabled={pending}>
                  <option value={me}>{t("me", { username: me })}</option>
                  {users.map((u) => (
                    <option key={u.id} value={u.username}>
                      {userLabel(u)}
                    </option>
                  ))}
                </select>
              ) : (
                <>
                  <input id={pickerId} className={inputClass} list={`${pickerId}-list`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
                  <datalist id={`${pickerId}-list`}>
                    {users.map((u) => (
                      <option key={u.id} value={u.username}>
                        {userLabel(u)}
                      </option>
                    ))}
                  </datalist>
                </>
              )}
            </div>
            {complete ? null : (
              <Button type="submit" variant="secondary" disabled={pending}>
                {t("load")}
              </Button>
            )}
          </form>
        ) : null}

        {pending && !context ? (
          <p role="status" className="text-sm text-slate-600">
            {t("loading")}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {context && context.user ? (
          <div aria-busy={pending} className={pending ? "opacity-60" : undefined}>
            <QuoteForm
              key={context.user.username}
              context={context}
              variant="dialog"
              onPurchased={() => router.refresh()}
              onQuoteSaveFailed={(message) => {
                onOpenChange(false);
                onQuoteSaveFailed?.(message);
              }}
            />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
