import { redirect } from "next/navigation";
import { aliasTarget, MONEY_ALIASES } from "@/lib/account-admin/alias";
import { guardArea } from "@/components/shell/forbidden";

/** /app/coupon: one place, the administrator's page it redirects to. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("coupon");
  if (denied) return denied;
  redirect(aliasTarget(MONEY_ALIASES.coupon, await searchParams));
}
