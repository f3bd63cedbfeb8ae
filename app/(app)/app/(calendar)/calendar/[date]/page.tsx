import { notFound } from "next/navigation";
import { CalendarScreen } from "@/components/calendar/calendar-screen";
import { isIsoDate } from "@/lib/calendar/rules";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import { trimmedParam } from "@/lib/ui/search-params";

type TSearch = Record<string, string | string[] | undefined>;

export const generateMetadata = titleMetadata("calendar.page");

/** /app/calendar/{date}: the calendar opened on the day view of that date (YYYY-MM-DD). */
export default async function CalendarDayPage({ params, searchParams }: { params: Promise<{ date: string }>; searchParams: Promise<TSearch> }) {
  const denied = await guardArea("calendar");
  if (denied) return denied;
  const { date } = await params;
  if (!isIsoDate(date)) notFound();
  const user = Number(trimmedParam((await searchParams).user));
  return <CalendarScreen wantedUserId={Number.isSafeInteger(user) && user > 0 ? user : null} initialView="day" initialDate={date} />;
}
