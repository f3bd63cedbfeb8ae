import { CalendarScreen } from "@/components/calendar/calendar-screen";
import { VIEWS, type TViewKey } from "@/components/calendar/ui-rules";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import { trimmedParam } from "@/lib/ui/search-params";

type TSearch = Record<string, string | string[] | undefined>;

export const generateMetadata = titleMetadata("calendar.page");

/**
 * /app/calendar: the counselor's calendar (week view; day view on a phone), or with ?user= the calendar of a user the
 * actor manages (roles 3, 9, 5 and DirSupport); ?view=month|week|day|list opens another view.
 */
export default async function CalendarPage({ searchParams }: { searchParams: Promise<TSearch> }) {
  const denied = await guardArea("calendar");
  if (denied) return denied;
  const sp = await searchParams;
  const user = Number(trimmedParam(sp.user));
  const view = trimmedParam(sp.view);
  return <CalendarScreen wantedUserId={Number.isSafeInteger(user) && user > 0 ? user : null} initialView={view && view in VIEWS ? (view as TViewKey) : null} initialDate={null} />;
}
