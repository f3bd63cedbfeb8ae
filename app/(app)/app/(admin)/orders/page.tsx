import { redirect } from "next/navigation";
import { aliasTarget, MONEY_ALIASES } from "@/lib/account-admin/alias";
import { guardArea } from "@/components/shell/forbidden";

/** /app/orders: one place, the administrator's page it redirects to. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("orders");
  if (denied) return denied;
  redirect(aliasTarget(MONEY_ALIASES.orders, await searchParams));
}
