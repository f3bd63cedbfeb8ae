import { redirect } from "next/navigation";
import { guardArea } from "@/components/shell/forbidden";
import { userIdParam } from "@/components/program/page-frame";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

// /app/rampApplication: the spec's bare path of the RAMP workspace; it lives at /app/ramp/rampApplication.
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("rampApplication");
  if (denied) return denied;
  const userId = userIdParam((await searchParams).user_id);
  redirect(userId == null ? "/app/ramp/rampApplication" : `/app/ramp/rampApplication?user_id=${userId}`);
}
