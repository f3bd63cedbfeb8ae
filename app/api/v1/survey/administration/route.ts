import { withApi } from "@/lib/http/with-api";
import { setAdministration } from "@/lib/surveys/administrations";
import { ZAdministrationInput } from "@/lib/surveys/schemas";

// POST /api/v1/survey/administration – {survey_id, event_id, phase: pre|post, open}: the event's owner opens or closes what students answer
export const POST = withApi({ access: "survey.write", body: ZAdministrationInput }, async ({ db, actor, body, now }) => ({
  status_code: 200,
  data: await setAdministration(db, actor, body, now),
}));
