"use client";

import { useEffect, useRef, useState } from "react";
import type { TEntryContext } from "@/lib/signup/context";
import { parseDialogParams, urlForDialog, type TDialog, type TQuoteVariant } from "@/lib/signup/dialogs";
import { loadVisitContext, visitRequest } from "./visit-context";
import { EXISTING_USER_LOGIN_DELAY_MS, REGISTRATION_MODAL_DELAY_MS, loginCallbackFor, quoteVariant } from "@/lib/signup/view-rules";
import { lazyClient } from "@/components/ui/lazy-client";
import { EntryHero } from "./entry-hero";
import type { TEntryIntl } from "./entry-messages";
import type { THeroLabels, THeroText } from "./entry-texts";
import type { TLoginNotice } from "./login-dialog";
import type { TRegistered } from "./signup-form";

// The dialogs (forms, school pickers, the dialog library, the message library) load when the page
// is idle or one opens, not with the page: the route's own dialog opens after a second, by which
// time they are here.
const loadMessages = () => import("./entry-messages");
const loadLogin = () => import("./login-dialog");
const loadRegister = () => import("./register-dialog");
const loadQuote = () => import("./quote-panel");
const loadSuccess = () => import("./success-dialogs");
// The login flow's navigation delay comes with the forms: lib/account/rules brings date code the page does not need.
const loadAccountRules = () => import("@/lib/account/rules");
const EntryMessages = lazyClient(() => loadMessages().then((m) => m.EntryMessages));
const LoginDialog = lazyClient(() => loadLogin().then((m) => m.LoginDialog));
const RegisterDialog = lazyClient(() => loadRegister().then((m) => m.RegisterDialog));
const QuotePanel = lazyClient(() => loadQuote().then((m) => m.QuotePanel));
const SuccessDialog = lazyClient(() => loadSuccess().then((m) => m.SuccessDialog));
const ExistingUserDialog = lazyClient(() => loadSuccess().then((m) => m.ExistingUserDialog));

/** Starts loading the dialog a route opens (and the login dialog every page offers). */
function preload(route: TDialog | null) {
  void loadMessages();
  void loadLogin();
  if (route?.kind === "register") void loadRegister();
  if (route?.kind === "quote") void loadQuote();
  if (route?.kind === "register" || route?.kind === "quote") void loadAccountRules();
}

type TOpen = { kind: "dialog"; dialog: TDialog } | { kind: "success"; result: TRegistered; redirect: string | null } | { kind: "existing"; email: string; variant: TQuoteVariant | "register" } | null;

/**
 * Where the page's own dialog comes from: the route alone, the coupon of ?code= (buy-with-code
 * pages), or the partner the visitor's host (or ?partnerHost=) belongs to (the partner page).
 */
export type TEntrySource = "route" | "code" | "host";

type TProps = {
  /** What the route opens after its 1 second delay (null: nothing, e.g. an unknown conference). */
  routeDefault: TDialog | null;
  /** The coupon, conference or promotion the route's own dialog is about (read on the server). */
  context: TEntryContext;
  source?: TEntrySource;
  /** The welcome section's title and introduction for the page's own context, worded on the server (entry-texts.ts). */
  hero: THeroText;
  /** The labels of the buttons that open each dialog. */
  labels: THeroLabels;
  /** The dialogs' language, strings and time zone (the entry bundle, lib/i18n/client-messages.ts). */
  intl: TEntryIntl;
};

/** What this visit's URL asks of the login dialog; ?callbackUrl= as given (the login dialog checks it, safeCallbackPath). */
type TVisit = { callbackUrl?: string; loginNotice?: "loginWithToken" };

/**
 * The one login/register view of every sign-up and quote page: a welcome section and the dialog
 * the route opens "after a 1 second delay" (registration, login, or the quote panel in one of its
 * modes). The open dialog is written into the URL.
 */
export function SignupView({ routeDefault: pageDefault, context: pageContext, source = "route", hero: pageHero, labels, intl }: TProps) {
  const [open, setOpen] = useState<TOpen>(null);
  // The page is cached for every visitor: what this visit's URL adds is read after hydration.
  const [routeDefault, setRouteDefault] = useState(pageDefault);
  const [context, setContext] = useState(pageContext);
  const [hero, setHero] = useState(pageHero);
  const [{ callbackUrl, loginNotice }, setVisit] = useState<TVisit>({});
  const [login, setLogin] = useState<{ email?: string; notice?: TLoginNotice; callbackUrl?: string; defaultCallbackUrl?: string }>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const schedule = (fn: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };

  const show = (dialog: TDialog, visit: TVisit = { callbackUrl, loginNotice }) => {
    if (timer.current) clearTimeout(timer.current);
    if (dialog.kind === "login") setLogin({ notice: visit.loginNotice ?? null, callbackUrl: visit.callbackUrl });
    setOpen({ kind: "dialog", dialog });
  };
  const close = () => {
    if (timer.current) clearTimeout(timer.current);
    setOpen(null);
  };

  // The page's own dialog once per visit: at once when the URL names it, else after 1 second.
  // A coupon, conference, promotion or partner the URL names is fetched first.
  useEffect(() => {
    let alive = true;
    const params = new URLSearchParams(window.location.search);
    const initial = parseDialogParams(Object.fromEntries(params));
    const visit: TVisit = {
      callbackUrl: params.get("callbackUrl") ?? undefined,
      loginNotice: params.get("e") === "loginWithToken" ? "loginWithToken" : undefined,
    };
    const request = visitRequest({ params, host: window.location.host, source, initial, routeDefault: pageDefault, context: pageContext });
    preload(initial ?? pageDefault);
    const start = (route: TDialog | null, loaded: TEntryContext) => {
      if (!alive) return;
      setVisit(visit);
      setRouteDefault(route);
      setContext(loaded);
      if (initial) show(initial, visit);
      else if (route) schedule(() => show(route, visit), REGISTRATION_MODAL_DELAY_MS);
    };
    if (!request) start(pageDefault, pageContext);
    else {
      // The sentences of what the visit brought are worded with the message library, which loads meanwhile.
      // Without it (offline) the dialog still opens, under the page's own sentences.
      const messages = loadMessages().catch(() => null);
      void Promise.all([loadVisitContext(request, pageContext), messages]).then(([{ route, context: loaded }, library]) => {
        if (alive && library) setHero(library.heroTextIn(intl, route ?? pageDefault, loaded));
        start(route ?? pageDefault, loaded);
      });
    }
    return () => {
      alive = false;
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

  const openLogin = (email: string, notice: TLoginNotice, variant: TQuoteVariant | "register") => {
    setLogin({ email, notice, callbackUrl, defaultCallbackUrl: loginCallbackFor(variant) });
    setOpen({ kind: "dialog", dialog: { kind: "login" } });
  };

  // loginNotice: the text of a 406 answer's first error (the form words it), or null for an existing account.
  const onExists = (variant: TQuoteVariant | "register") => (email: string, loginNotice: string | null) => {
    if (loginNotice !== null) {
      // "A 406 response closes the dialog and opens login prefilled with the first error code."
      openLogin(email, { text: loginNotice }, variant);
      return;
    }
    // "The login prompt after the existing-user message is delayed 1500 ms."
    setOpen({ kind: "existing", email, variant });
    schedule(() => openLogin(email, "userExists", variant), EXISTING_USER_LOGIN_DELAY_MS);
  };

  // "Redirects after sign-up": every sign-up (the free trial too) goes on to the page the server
  // names (e.g. /newLicense/{username}/0?k=…) once the success dialog is done.
  const onRegistered = (result: TRegistered) => {
    // "Train sign-up: role 2 logs straight in": signed in by the answer itself, the manager goes on
    // after the 800 ms two-link delay of a login flow, without the success dialog.
    if (result.signedIn && result.redirect) {
      const to = result.redirect;
      setOpen(null);
      void loadAccountRules().then(({ LOGIN_NAVIGATION_DELAY_MS }) => schedule(() => window.location.assign(to), LOGIN_NAVIGATION_DELAY_MS));
      return;
    }
    setOpen({ kind: "success", result, redirect: result.redirect });
  };

  const finish = (redirect: string | null) => {
    setOpen(null);
    if (redirect) window.location.assign(redirect);
  };

  const current = open?.kind === "dialog" ? open.dialog : null;

  return (
    <>
      <EntryHero routeDefault={routeDefault} context={context} text={hero} labels={labels} onOpen={show} />
      {open ? (
        <EntryMessages {...intl}>
          {current?.kind === "login" ? (
            <LoginDialog
              onClose={close}
              onRegister={() => show({ kind: "register" })}
              callbackUrl={login.callbackUrl}
              defaultCallbackUrl={login.defaultCallbackUrl}
              defaultUsername={login.email}
              notice={login.notice}
            />
          ) : null}
          {current?.kind === "register" ? (
            <RegisterDialog
              tag={current.tag}
              coupon={current.coupon && context.coupon?.code.toLowerCase() === current.coupon.toLowerCase() ? context.coupon : null}
              onClose={close}
              onLogin={() => show({ kind: "login" })}
              onRegistered={onRegistered}
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
              onRegistered={onRegistered}
              onExists={onExists(quoteVariant(current, { partner: !!context.partner }))}
            />
          ) : null}
          {open?.kind === "success" ? <SuccessDialog result={open.result} onDone={() => finish(open.redirect)} /> : null}
          {open?.kind === "existing" ? <ExistingUserDialog onLogin={() => openLogin(open.email, "userExists", open.variant)} onClose={close} /> : null}
        </EntryMessages>
      ) : null}
    </>
  );
}
