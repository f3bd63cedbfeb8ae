import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The district pages' client components get the "district" strings (lib/i18n/client-messages.ts).
export default function DistrictLayout({ children }: { children: ReactNode }) {
  return <ClientMessages bundle="district">{children}</ClientMessages>;
}
