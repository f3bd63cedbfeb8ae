import "server-only";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { parseProfileRoute, profileArea } from "@/lib/account/profile-rules";
import { requireActor } from "@/lib/auth/current-user";
import { guardArea } from "@/components/shell/forbidden";
import { ProfileScreen } from "./profile-screen";

export type TProfileParams = { type: string; date?: string; AppID?: string };

export async function profileMetadata(params: Promise<TProfileParams>) {
  const p = await params;
  const route = parseProfileRoute(p.type, p.date, p.AppID);
  if (!route || "redirect" in route) return {};
  return { title: (await getTranslations("profile.types"))(route.type) };
}

/** The one page of /app/user/{type}, /app/user/{type}/{date} and /app/user/{type}/{date}/{AppID}. */
export async function ProfilePage({ params: p }: { params: TProfileParams }) {
  const route = parseProfileRoute(p.type, p.date, p.AppID);
  if (!route) notFound();
  if ("redirect" in route) redirect(route.redirect);
  // The licence rule and the role check of the type's area (the calendars are the counselors').
  const denied = await guardArea(profileArea(route.type));
  if (denied) return denied;
  const actor = await requireActor();
  return <ProfileScreen actor={actor} type={route.type} date={route.date} />;
}
