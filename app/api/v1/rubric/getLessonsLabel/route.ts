import { withApi } from "@/lib/http/with-api";
import { lessonsLabel } from "@/lib/lessons/lookups";

// GET /api/v1/rubric/getLessonsLabel – the standards section's label: 'Student Standards' when the user's logo setting is 3, else 'Mindsets & Behavior'
export const GET = withApi({ access: "goal.read" }, async ({ actor }) => ({ status_code: 200, lessonsLabel: lessonsLabel(actor.user.logo) }));
