"use server";

import { z } from "zod";
import { runAction } from "@/lib/http/action";
import { accountQuoteContext } from "./account-context";

const ZAccountQuoteInput = z.object({
  username: z.string().trim().max(64).optional(),
  preset: z.enum(["max", "SW"]).nullish(),
});

/**
 * loadAccountQuoteAction({ username?, preset? }) → TActionResult<TQuoteContext>: the quote context
 * of the manager billing dialog on /app/user/billing for the signed-in user or a user they manage.
 */
export async function loadAccountQuoteAction(input: z.input<typeof ZAccountQuoteInput>) {
  return runAction(({ db, actor, now }) => accountQuoteContext(db, actor, ZAccountQuoteInput.parse(input), now));
}
