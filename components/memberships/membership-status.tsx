import "server-only";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { openMembershipsOf } from "@/lib/memberships/queries";

/**
 * The profile's school section: where the person is a member, and the requests still waiting for a
 * district's decision. Picking a school asks; only the district's approval makes one a member.
 */
export async function MembershipStatus({ userId }: { userId: number }) {
  const t = await getTranslations("memberships.profile");
  const rows = await openMembershipsOf(await getDb(), userId);
  const pending = rows.filter((m) => m.status === "pending");
  const active = rows.filter((m) => m.status === "active");
  const placeOf = (m: (typeof rows)[number]) => m.schoolName ?? m.districtName ?? m.leaid ?? m.state ?? "";
  return (
    <section aria-labelledby="membership-status" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <h2 id="membership-status" className="font-semibold">
        {t("title")}
      </h2>
      {pending.map((m) => (
        <p key={m.id} role="status" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900" data-testid="membership-pending">
          {t("pending", { school: placeOf(m), district: m.districtName ?? m.leaid ?? "" })}
        </p>
      ))}
      {active.length ? (
        <ul className="list-disc space-y-1 ps-5 text-slate-700">
          {active.map((m) => (
            <li key={m.id}>
              {m.state && !m.leaid
                ? t("activeState", { state: m.state })
                : m.schoolName
                  ? t("activeSchool", { school: m.schoolName, district: m.districtName ?? m.leaid ?? "" })
                  : t("activeDistrict", { district: m.districtName ?? m.leaid ?? "" })}
            </li>
          ))}
        </ul>
      ) : pending.length === 0 ? (
        <p className="text-slate-700">{t("none")}</p>
      ) : null}
      <p className="text-slate-600">{t("hint")}</p>
    </section>
  );
}
