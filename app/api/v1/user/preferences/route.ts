import { withApi } from "@/lib/http/with-api";
import { ZPreferences } from "@/lib/users/schemas";
import { updatePreferences } from "@/lib/users/update-preferences";

// PATCH /api/v1/user/preferences – the caller's confidentiality eye (hideConfidential) and language
export const PATCH = withApi({ access: "preferences.update", license: "renewal", body: ZPreferences }, async ({ db, actor, body, now }) => {
  const user = await updatePreferences(db, actor, body, now);
  return { data: { hideConfidential: user.hideConfidential ? 1 : 0, language: user.language } };
});
