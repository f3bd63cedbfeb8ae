"use server";

import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { clientIp } from "@/lib/auth/ip";
import { actionError, type TActionResult } from "@/lib/http/action";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { decidePrincipalContact } from "./decide-principal-contact";
import { PRINCIPAL_CONTACT_LIMITS } from "./rules";
import type { TPrincipalDecision } from "./schemas";

// The public confirmation page's buttons (the recipient has no account): the same use-case as
// POST /api/v1/principalContacts/confirm, counted per client address first.
export async function decidePrincipalContactAction(input: TPrincipalDecision): Promise<TActionResult<{ status: "confirmed" | "removed"; schoolName: string }>> {
  try {
    const db = await getDb();
    const now = new Date();
    await hitRateLimit(db, PRINCIPAL_CONTACT_LIMITS.confirm, clientIp(await headers()), now);
    return { ok: true, data: await decidePrincipalContact(db, input, now) };
  } catch (error) {
    return actionError(error);
  }
}
