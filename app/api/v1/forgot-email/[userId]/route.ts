import { z } from "zod";
import { emailLinkBase } from "@/lib/account/links";
import { sendResetEmailToUser } from "@/lib/account/request-password-reset";
import { AppError } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

const ZUserId = z.coerce.number().int().positive();

// POST /api/v1/forgot-email/{userId} – an administrator sends a user the password-reset (or activation) email
export const POST = withApi({ access: "user.admin.write" }, async ({ req, db, actor, params, now }) => {
  const userId = ZUserId.safeParse(params.userId);
  if (!userId.success) throw new AppError("invalid_userId", "The user id must be a positive number.", 422, "userId");
  const data = await sendResetEmailToUser(db, actor, userId.data, { baseUrl: emailLinkBase(req.nextUrl), now });
  return { status_code: 200, data };
});
