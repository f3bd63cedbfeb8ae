import { withApi } from "@/lib/http/with-api";
import { listTeachingMethods } from "@/lib/lessons/lookups";

// GET /api/v1/lesson/teachinMethods – the teaching methods with their descriptions (the spec's spelling)
export const GET = withApi({ access: "lesson.read" }, async ({ db }) => ({ status_code: 200, teachinMethods: await listTeachingMethods(db) }));
