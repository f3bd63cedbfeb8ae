import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The forms pages' client components get the "forms" strings (lib/i18n/client-messages.ts).
export default function FormsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages bundle="forms">{children}</ClientMessages>;
}
