"use server";

import { z } from "zod";
import { zText } from "@/lib/http/text";
import { runAction } from "@/lib/http/action";
import { accountQuote } from "./account-quote";

const ZAccountQuoteInput = z.object({
  username: zText({ max: 64 }).optional(),
  preset: z.enum(["max", "SW", "upgrade"]).nullish(),
});

/**
 * loadAccountQuoteAction({ username?, preset? }) → TActionResult<TQuoteContext>: the quote context
 * of the manager billing dialog on /app/user/billing for the signed-in user or a user they manage;
 * preset 'upgrade' opens the MAX upgrade to the holder's current expiry.
 */
export async function loadAccountQuoteAction(input: z.input<typeof ZAccountQuoteInput>) {
  return runAction(({ db, actor, now }) => accountQuote(db, actor, ZAccountQuoteInput.parse(input), now), { license: "renewal" });
}
