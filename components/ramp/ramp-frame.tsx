import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import type { TUserRow } from "@/db/schema";
import { userIdParam } from "@/components/program/page-frame";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import type { TAreaKey } from "@/lib/auth/areas";
import { mayUseRamp } from "@/lib/ramp/access";

// What every RAMP page checks first, in order: the area (roles C M F), then the add-on (or a trial, or
// an administrator) — without it the page explains the add-on and links to billing.

export type TRampGate = { ok: true; actor: TUserRow; userId: number | null } | { ok: false; view: React.ReactNode };

export async function rampGate(area: TAreaKey, search: Record<string, string | string[] | undefined>): Promise<TRampGate> {
  const denied = await guardArea(area);
  if (denied) return { ok: false, view: denied };
  const { user } = await requireActor();
  if (!mayUseRamp(user)) return { ok: false, view: <RampAddonNotice /> };
  return { ok: true, actor: user, userId: userIdParam(search.user_id) };
}

export async function RampAddonNotice() {
  const t = await getTranslations("ramp.addon");
  return (
    <section className="max-w-xl space-y-3 rounded-lg border border-slate-200 bg-white p-6" data-testid="ramp-addon-notice">
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <p className="text-slate-700">{t("body")}</p>
      <p>
        <Link href="/app/user/billing" className="text-brand-700 underline">
          {t("link")}
        </Link>
      </p>
    </section>
  );
}

/** ?user_id= carried along on links inside the workspace of a counselor a manager reads. */
export function withUser(path: string, userId: number | null, isSelf: boolean): string {
  return isSelf || userId == null ? path : `${path}?user_id=${userId}`;
}
