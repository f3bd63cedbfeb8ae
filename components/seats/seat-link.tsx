import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { can } from "@/lib/auth/permissions";
import { seatSummary } from "@/lib/seats/seats";

/** On the billing licence card of a seat holder: "x of y seats assigned" and the way to assign them (the users list). */
export async function SeatLink({ user }: { user: TUserRow }) {
  if (!can(user, "seat.read")) return null;
  const t = await getTranslations("seats");
  const { owned, assigned } = await seatSummary(await getDb(), user);
  return (
    <span className="mt-1 block text-slate-700">
      {t("summary", { assigned, owned })}{" "}
      <Link href="/app/users" className="text-brand-700 underline">
        {t("manage")}
      </Link>
    </span>
  );
}
