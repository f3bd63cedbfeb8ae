import { redirect } from "next/navigation";

/** The settings have one place, /app/settings (spec 3 section 2.6). */
export default function AdminSettingsRedirect(): never {
  redirect("/app/settings");
}
