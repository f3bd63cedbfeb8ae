"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { LOGIN_NAVIGATION_DELAY_MS } from "@/lib/account/rules";

/**
 * "After an existing-user or login flow, a two-link navigation has an 800 ms delay": the dialog
 * closes first, then the app opens. `leaving` is true meanwhile, for a busy label.
 */
export function useNavigateAfterLogin(): { go: (destination: string) => void; leaving: boolean } {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const go = useCallback(
    (destination: string) => {
      if (leaving) return;
      setLeaving(true);
      window.setTimeout(() => router.push(destination), LOGIN_NAVIGATION_DELAY_MS);
    },
    [leaving, router],
  );
  return { go, leaving };
}
