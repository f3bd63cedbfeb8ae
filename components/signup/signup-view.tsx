"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { TErrorEntry } from "@/lib/http/errors";
import type { TEntryContext } from "@/lib/signup/context";
import { urlForDialog, type TDialog, type TQuoteVariant } from "@/lib/signup/dialogs";
import { EXISTING_USER_LOGIN_DELAY_MS, REGISTRATION_MODAL_DELAY_MS, loginCallbackFor, quoteVariant } from "@/lib/signup/rules";
import { EntryHero } from "./entry-hero";
import { LoginDialog } from "./login-dialog";
import { QuotePanel } from "./quote-panel";
import { RegisterDialog } from "./register-dialog";
import type { TRegistered } from "./signup-form";
import { ExistingUserDialog, SuccessDialog } from "./success-dialogs";
import { useSignupErrorText } from "./use-signup-error";

type TOpen =
  | { kind: "dialog"; dialog: TDialog }
  | { kind: "success"; result: TRegistered; redirect: string | null }
  | { kind: "existing"; email: string; variant: TQuoteVariant | "register" }
  | null;

type TProps = {
  /** What the route opens after its 1 second delay (null: nothing, e.g. an unknown conference). */
  routeDefault: TDialog | null;
  /** A dialog named in the URL (?dialog=…): opened at once, so a link or a reload reopens it. */
  initial: TDialog | null;
  context: TEntryContext;
  callbackUrl?: string;
  /** Message key of a notice for the login dialog (e.g. loginWithToken). */
  loginNotice?: "loginWithToken";
};

/**
 * The one login/register view of every sign-up and quote page: a welcome section and the dialog
 * the route opens "after a 1 second delay" (registration, login, or the quote panel in one of its
 * modes). The open dialog is written into the URL.
 */
export function SignupView({ routeDefault, initial, context, callbackUrl, loginNotice }: TProps) {
  const t = useTranslations("signup");
  const errorText = useSignupErrorText();
  const [open, setOpen] = useState<TOpen>(null);
  const [login, setLogin] = useState<{ email?: string; notice?: string | null; callbackUrl?: string }>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const schedule = (fn: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };

  const show = (dialog: TDialog) => {
    if (timer.current) clearTimeout(timer.current);
    if (dialog.kind === "login") setLogin({ notice: loginNotice ? t(`login.notices.${loginNotice}`) : null, callbackUrl });
    setOpen({ kind: "dialog", dialog });
  };
  const close = () => {
    if (timer.current) clearTimeout(timer.current);
    setOpen(null);
  };

  // The page's own dialog once per visit: at once when the URL names it, else after 1 second.
  useEffect(() => {
    if (initial) show(initial);
    else if (routeDefault) schedule(() => show(routeDefault), REGISTRATION_MODAL_DELAY_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // Mount only: later changes come from the visitor.
  }, []);

  // The URL follows the open dialog (the route's own dialog needs no parameters).
  useEffect(() => {
    const dialog = open?.kind === "dialog" ? open.dialog : null;
    const next = urlForDialog(window.location.pathname, window.location.search, dialog, routeDefault);
    if (next !== window.location.pathname + window.location.search) window.history.replaceState(null, "", next);
  }, [open, routeDefault]);

  const openLogin = (email: string, notice: string | null, variant: TQuoteVariant | "register") => {
    setLogin({ email, notice, callbackUrl: callbackUrl ?? loginCallbackFor(variant) });
    setOpen({ kind: "dialog", dialog: { kind: "login" } });
  };

  const onExists = (variant: TQuoteVariant | "register") => (email: string, error: TErrorEntry | null) => {
    if (error) {
      // "A 406 response closes the dialog and opens login prefilled with the first error code."
      openLogin(email, errorText(error, t("errors.user_exists")), variant);
      return;
    }
    // "The login prompt after the existing-user message is delayed 1500 ms."
    setOpen({ kind: "existing", email, variant });
    schedule(() => openLogin(email, t("errors.user_exists"), variant), EXISTING_USER_LOGIN_DELAY_MS);
  };

  const onRegistered = (redirect: boolean) => (result: TRegistered) => setOpen({ kind: "success", result, redirect: redirect ? result.redirect : null });

  const finish = (redirect: string | null) => {
    setOpen(null);
    if (redirect) window.location.assign(redirect);
  };

  const current = open?.kind === "dialog" ? open.dialog : null;

  return (
    <>
      <EntryHero routeDefault={routeDefault} context={context} onOpen={show} />
      {current?.kind === "login" ? (
        <LoginDialog onClose={close} onRegister={() => show({ kind: "register" })} callbackUrl={login.callbackUrl} defaultUsername={login.email} notice={login.notice} />
      ) : null}
      {current?.kind === "register" ? (
        <RegisterDialog
          tag={current.tag}
          coupon={current.coupon && context.coupon?.code.toLowerCase() === current.coupon.toLowerCase() ? context.coupon : null}
          onClose={close}
          onLogin={() => show({ kind: "login" })}
          onRegistered={onRegistered(false)}
          onExists={onExists("register")}
        />
      ) : null}
      {current?.kind === "quote" ? (
        <QuotePanel
          dialog={current}
          variant={quoteVariant(current, { partner: !!context.partner })}
          context={context}
          onClose={close}
          onLogin={() => show({ kind: "login" })}
          onRegistered={onRegistered(true)}
          onExists={onExists(quoteVariant(current, { partner: !!context.partner }))}
        />
      ) : null}
      {open?.kind === "success" ? <SuccessDialog result={open.result} onDone={() => finish(open.redirect)} /> : null}
      {open?.kind === "existing" ? (
        <ExistingUserDialog onLogin={() => openLogin(open.email, t("errors.user_exists"), open.variant)} onClose={close} />
      ) : null}
    </>
  );
}
