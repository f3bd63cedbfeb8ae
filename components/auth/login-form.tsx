"use client";

import { useActionState, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { loginAction, type TLoginState } from "@/lib/auth/actions";
import { CalendarWarningDialog } from "@/components/account/calendar-warning-dialog";
import { ForgotPasswordButton } from "@/components/account/forgot-dialog";
import { RenewalDialog } from "@/components/account/renewal-dialog";
import { SsoButton, SsoNotice } from "@/components/sso/sso-button";
import { useNavigateAfterLogin } from "@/components/account/use-navigate-after-login";
import { Button } from "@/components/ui/button";
import { TextField as Field } from "@/components/ui/form";
import { useErrorText } from "@/components/ui/use-error-text";

/**
 * The login form. accountExpires switches to renewal mode (signing in then leads to billing);
 * wrongIp hides the inputs. Other errors are shown as the server returns them.
 * A renewing user (role 44) gets the renewal dialog instead of renewal mode; a user whose calendar
 * is imported on login gets the calendar-import warning before the app opens. Once the typed
 * e-mail's domain belongs to a district's sign-in provider, its button is offered below.
 */
export function LoginForm({ callbackUrl, defaultUsername }: { callbackUrl?: string; defaultUsername?: string }) {
  const t = useTranslations("login");
  const [state, action, pending] = useActionState<TLoginState, FormData>(loginAction, null);
  const [timeZone, setTimeZone] = useState("");
  const [typed, setTyped] = useState(defaultUsername ?? "");
  const [closedRenewal, setClosedRenewal] = useState<TLoginState>(null);
  const { go } = useNavigateAfterLogin();
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  // Signed in: on to the landing page after the 800 ms two-link delay.
  const goTo = state?.go;
  useEffect(() => {
    if (goTo) go(goTo);
    // go changes identity while leaving; one navigation per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  const managerRenewal = state?.renewal ?? null;
  // "Log in to renew" holds across a failed attempt (the server decides; a renewing user, who asks
  // the manager instead, never gets it).
  const renewal = state?.renew === true && !managerRenewal;
  const expiredNotice = state?.code === "accountExpires" || !!managerRenewal;
  const hideInputs = state?.code === "wrongIp";
  const errorText = useErrorText();
  const message = state && state.error.length ? errorText(state.error[0], t("failed")) : null;

  return (
    <>
      <SsoNotice />
      <form action={action} className="space-y-4" noValidate>
        {message ? (
          <p role="alert" className={`rounded-md border p-3 text-sm ${expiredNotice ? "border-amber-300 bg-amber-50 text-amber-900" : "border-red-300 bg-red-50 text-red-800"}`}>
            {message}
            {renewal ? <span className="mt-1 block">{t("renewHint")}</span> : null}
          </p>
        ) : null}
        {hideInputs ? null : (
          <>
            <Field
              id="login-username"
              name="username"
              label={t("username")}
              autoComplete="username"
              required
              defaultValue={state?.username ?? defaultUsername}
              onChange={(e) => setTyped(e.currentTarget.value)}
            />
            <Field id="login-password" name="password" type="password" label={t("password")} autoComplete="current-password" required />
            <div className="flex items-center gap-2">
              <input id="login-keep" name="keepSigned" type="checkbox" className="h-4 w-4" />
              <label htmlFor="login-keep" className="text-sm text-slate-700">
                {t("keepSigned")}
              </label>
            </div>
            <input type="hidden" name="timeZone" value={timeZone} />
            <input type="hidden" name="reNew" value={renewal ? 1 : 0} />
            {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
            <Button type="submit" className="w-full" disabled={pending}>
              {renewal ? t("submitRenew") : t("submit")}
            </Button>
          </>
        )}
      </form>
      {hideInputs ? null : <SsoButton email={typed} />}
      {/* Outside the form: the dialog holds a form of its own. */}
      <div className="mt-3 text-right">
        <ForgotPasswordButton />
      </div>
      {managerRenewal ? (
        <RenewalDialog
          // A new answer opens a fresh dialog.
          key={managerRenewal.ticket ?? managerRenewal.destination ?? "renewal"}
          open={closedRenewal !== state}
          ticket={managerRenewal.ticket}
          expired={managerRenewal.expired}
          onClose={() => {
            setClosedRenewal(state);
            if (managerRenewal.destination) go(managerRenewal.destination);
          }}
        />
      ) : null}
      {state?.calendarNotice && state.destination ? <CalendarWarningDialog notice={state.calendarNotice} destination={state.destination} /> : null}
    </>
  );
}
