import { redirect } from "next/navigation";

/** The settings have one place, /app/settings. */
export default function AdminSettingsRedirect(): never {
  redirect("/app/settings");
}
