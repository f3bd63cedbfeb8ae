import type { TRateLimit } from "@/lib/http/rate-limit";

// Limits of the public institution look-ups (per client address), loose like a sign-up form typing a zip.
export const INSTITUTION_LIMITS = {
  /** GET /home/searchSDbyLEAID/{LEAID} and GET /home/searchLEAIDbyZipCode/{zip}. */
  lookup: { scope: "institution_lookup", max: 120, windowMinutes: 10 },
} as const satisfies Record<string, TRateLimit>;
