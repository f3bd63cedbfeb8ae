import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The quote pages' client components get the "quote" strings (lib/i18n/client-messages.ts).
export default function QuoteLayout({ children }: { children: ReactNode }) {
  return <ClientMessages bundle="quote">{children}</ClientMessages>;
}
