import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The landing pages' client components get the "landing" strings (lib/i18n/client-messages.ts).
export default function LandingLayout({ children }: { children: ReactNode }) {
  return <ClientMessages bundle="landing">{children}</ClientMessages>;
}
