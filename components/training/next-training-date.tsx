"use client";

import { formatDate } from "@/lib/i18n/format";
import { useTrainingState } from "./use-training-clock";

/**
 * "Next session: {date}" on a cached page: the date follows the server's clock in the browser
 * (like the home page's banner), so a page rendered last week still names the right Wednesday.
 * The sentence comes from the server with its {date} placeholder.
 */
export function NextTrainingDate({ initialNow, template, locale }: { initialNow: string; template: string; locale: string }) {
  const { state } = useTrainingState(initialNow);
  return <>{template.replace("{date}", formatDate(state.nextSessionDate, locale))}</>;
}
