"use server";

import { cookies } from "next/headers";
import { runAction } from "@/lib/http/action";
import { LOCALE_COOKIE, type TLocale } from "@/lib/i18n/locales";
import { checkQuestion, storeQuestion } from "@/lib/help/ask-question";
import type { TQuestion } from "@/lib/help/schemas";
import { updatePreferences } from "@/lib/users/update-preferences";
import { confirmUseTopic, switchEdition } from "@/lib/users/switch-edition";

// The display preferences stay usable when the license has lapsed: the renewing user reads Billing
// in their language (lib/auth/license.ts).
const PREFERENCE = { license: "renewal" } as const;

export async function setHideConfidentialAction(hidden: boolean) {
  return runAction(
    async ({ db, actor, now }) => {
      const user = await updatePreferences(db, actor, { hideConfidential: hidden }, now);
      return { hideConfidential: user.hideConfidential };
    },
    { ...PREFERENCE, access: "preferences.update" },
  );
}

/** Works signed out too: the cookie alone carries the language of public pages. */
export async function setLanguageAction(language: TLocale) {
  const result = await runAction(async ({ db, actor, now }) => (await updatePreferences(db, actor, { language }, now)).language, { ...PREFERENCE, access: "preferences.update" });
  const chosen = result.ok ? result.data : (["en", "it", "de"] as const).find((l) => l === language);
  if (chosen) (await cookies()).set(LOCALE_COOKIE, chosen, { path: "/", sameSite: "lax", maxAge: 365 * 86_400 });
  // No revalidatePath here: public pages are cached once per language, and the proxy picks the
  // language from this cookie; the switch refreshes the current route (router.refresh()).
  return { ok: !!chosen };
}

/** The shell's edition switch: the same use-case, schema and licence check as POST /api/v1/user/swithProMax. */
export async function switchEditionAction(appId: unknown) {
  return runAction(
    async ({ db, actor, now }) => {
      const r = await switchEdition(db, actor, { AppID: appId }, now);
      return { AppID: r.user.appId, askTopics: r.askTopics };
    },
    { access: "edition.switch" },
  );
}

export async function confirmTopicsAction() {
  return runAction(async ({ db, actor, now }) => ({ showTopics: (await confirmUseTopic(db, actor, now)).showTopics }), { access: "account.write" });
}

export async function questionCheckAction(input: TQuestion) {
  return runAction(({ db, actor, now }) => checkQuestion(db, actor, input, now), { access: "question.ask" });
}

export async function questionStoreAction(input: TQuestion) {
  return runAction(({ db, actor, now }) => storeQuestion(db, actor, input, now), { access: "question.ask" });
}
