import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CalendarScreen } from "@/components/calendar/calendar-screen";
import { isIsoDate } from "@/lib/calendar/rules";
import { guardArea } from "@/components/shell/forbidden";

type TSearch = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || null;

export async function generateMetadata() {
  return { title: (await getTranslations("calendar.page"))("title") };
}

/** /app/calendar/{date}: the calendar opened on the day view of that date (YYYY-MM-DD). */
export default async function CalendarDayPage({ params, searchParams }: { params: Promise<{ date: string }>; searchParams: Promise<TSearch> }) {
  const denied = await guardArea("calendar");
  if (denied) return denied;
  const { date } = await params;
  if (!isIsoDate(date)) notFound();
  const user = Number(one((await searchParams).user));
  return <CalendarScreen wantedUserId={Number.isSafeInteger(user) && user > 0 ? user : null} initialView="day" initialDate={date} />;
}
