import { withApi } from "@/lib/http/with-api";
import { removePrincipalContact } from "@/lib/principal-contacts/remove-principal-contact";

// DELETE /api/v1/principalContacts/{id}: takes a principal off the file (who and when are kept).
export const DELETE = withApi({ access: "principalContact.write" }, async ({ db, actor, params, now }) => ({
  status_code: 200,
  message: "The principal was removed.",
  data: await removePrincipalContact(db, actor, params.id, now),
}));
