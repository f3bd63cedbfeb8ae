"use server";

import { headers } from "next/headers";
import { getDb, type TDb } from "@/db/client";
import { clientIp } from "@/lib/auth/ip";
import { postLoginRedirect } from "@/lib/auth/rules";
import { actionError, runAction, type TActionResult } from "@/lib/http/action";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { redirectFacts } from "@/lib/users/current-user";
import { activateAccount } from "./activate-account";
import { openBrowserSession } from "./browser-session";
import { exchangeActivationCode, type TCodeExchange } from "./exchange-activation-code";
import { emailLinkBase } from "./links";
import { requestPasswordReset } from "./request-password-reset";
import { requestRenewalQuote, requestRenewalQuoteWithTicket, type TRenewalRequestResult } from "./request-renewal-quote";
import { resetPassword } from "./reset-password";
import type { TActivate, TActivateCode, TContactUs, TReset } from "./schemas";
import { sendContactMessage } from "./send-contact-message";

// The browser's side of the account flows: thin wrappers over the use-cases the API calls too.

type TPublicCtx = { db: TDb; now: Date; h: Headers };

/** runAction for callers who are not signed in: same error list, no actor. */
async function publicAction<T>(fn: (ctx: TPublicCtx) => Promise<T>): Promise<TActionResult<T>> {
  try {
    return { ok: true, data: await fn({ db: await getDb(), now: new Date(), h: await headers() }) };
  } catch (error) {
    return actionError(error);
  }
}

/** The forgot-password dialog: always the same neutral message. */
export async function forgotAction(email: string) {
  return publicAction(({ db, now, h }) => requestPasswordReset(db, { email }, { ip: clientIp(h), baseUrl: emailLinkBase(h), now }));
}

/** The /forgot/{token} page (and a reset after a code): a new password; the user then logs in. */
export async function resetPasswordAction(input: TReset) {
  return publicAction(async ({ db, now, h }) => {
    await hitRateLimit(db, RATE_LIMITS.reset, clientIp(h), now);
    return resetPassword(db, input, now);
  });
}

/** The activation page: sets the first password, signs the user in, and says where they land. */
export async function activateAction(input: TActivate): Promise<TActionResult<{ destination: string }>> {
  return publicAction(async ({ db, now, h }) => {
    await hitRateLimit(db, RATE_LIMITS.activate, clientIp(h), now);
    const { user } = await activateAccount(db, input, now);
    await openBrowserSession(db, user, { userAgent: h.get("user-agent"), now });
    return { destination: postLoginRedirect(redirectFacts(user, now)) };
  });
}

/** The activation-code entry dialog. */
export async function activationCodeAction(input: TActivateCode): Promise<TActionResult<TCodeExchange>> {
  return publicAction(({ db, now, h }) => exchangeActivationCode(db, input, { ip: clientIp(h), now }));
}

/** The contact-us dialog. */
export async function contactAction(input: TContactUs) {
  return publicAction(({ db, now, h }) => sendContactMessage(db, input, { ip: clientIp(h), now }));
}

/**
 * The role 44 renewal dialog: with the ticket of an accountExpires answer (not signed in), or as
 * the signed-in renewing user.
 */
export async function requestRenewalAction(ticket: string | null): Promise<TActionResult<TRenewalRequestResult>> {
  if (typeof ticket === "string" && ticket) return publicAction(({ db, now, h }) => requestRenewalQuoteWithTicket(db, ticket, { baseUrl: emailLinkBase(h), now }));
  return runAction(async ({ db, actor, now }) => requestRenewalQuote(db, actor, { user_id: actor.user.id }, { baseUrl: emailLinkBase(await headers()), now }), { license: "renewal" });
}
