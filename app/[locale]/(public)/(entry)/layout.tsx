import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The entry pages' client components get the "entry" strings (lib/i18n/client-messages.ts).
export default function EntryLayout({ children }: { children: ReactNode }) {
  return <ClientMessages bundle="entry">{children}</ClientMessages>;
}
