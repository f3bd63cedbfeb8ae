import type { TRateLimit } from "@/lib/http/rate-limit";

// The login dialog asks once per typed address (after a pause): room for a school network behind
// one address, too little to walk a list of domains to find out which districts use the product.
export const SSO_LOOKUP_LIMIT = { scope: "sso_lookup", max: 60, windowMinutes: 10 } as const satisfies TRateLimit;
