import { getTranslations } from "next-intl/server";
import type { TAppointmentKind } from "@/lib/pages/rules";

export async function appointmentMetadata(kind: TAppointmentKind) {
  const t = await getTranslations("pages.appointment");
  return { title: t(kind === "dropin" ? "metaDropin" : "meta") };
}
