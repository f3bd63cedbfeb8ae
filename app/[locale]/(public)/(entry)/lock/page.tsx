import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { resolveActor, type TActor } from "@/lib/auth/current-user";
import { isSessionLocked, unlockTarget } from "@/lib/auth/lock";
import { signOutLockedAction } from "@/lib/auth/lock-actions";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/http/errors";
import { ClientMessages } from "@/components/i18n/client-messages";
import { UnlockForm } from "@/components/lock/unlock-form";
import { titleMetadata } from "@/components/ui/page/metadata";

type TSearch = Record<string, string | string[] | undefined>;

// The lock screen reads the session of the request: rendered per request, never prerendered with the static pages.
export const dynamic = "force-dynamic";

export const generateMetadata = titleMetadata("lock");

/**
 * /lock, the lock screen: the session is kept but locked (pages come here, calls answer 423) until
 * the password is given again. Signed out → /login; a session that is not locked → back to the app.
 */
export default async function LockPage({ searchParams }: { searchParams: Promise<TSearch> }) {
  const sp = await searchParams;
  const raw = Array.isArray(sp.callbackUrl) ? sp.callbackUrl[0] : sp.callbackUrl;
  const next = unlockTarget(raw);
  let actor: TActor;
  try {
    actor = await resolveActor(await headers(), new Date(), { allowLocked: true });
  } catch (error) {
    if (error instanceof AppError && error.status === 401) redirect("/login");
    throw error;
  }
  if (!(await isSessionLocked(await getDb(), actor.sessionId))) redirect(next);
  const t = await getTranslations("lock");
  const name = `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.username;
  // The entry pages' group sends no strings with its pages: the lock screen's form gets the "entry" bundle here.
  return (
    <ClientMessages bundle="entry">
      <div className="mx-auto flex min-h-[60vh] max-w-sm flex-col justify-center px-4 py-12">
        <section aria-labelledby="lock-title" className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <header className="space-y-2 text-center">
            <h1 id="lock-title" className="text-2xl font-semibold">
              {t("title")}
            </h1>
            <p className="text-slate-700">{t("intro", { name, username: actor.user.username })}</p>
          </header>
          <UnlockForm callbackUrl={next} />
          <form action={signOutLockedAction} className="text-center">
            <button type="submit" className="text-sm font-medium text-brand-700 underline">
              {t("notYou")}
            </button>
          </form>
        </section>
      </div>
    </ClientMessages>
  );
}
