import { withApi } from "@/lib/http/with-api";
import { listCollectionMethods } from "@/lib/lessons/lookups";

// GET /api/v1/lesson/collectionMethod – the collection methods with their descriptions (0 None, 13 Survey…)
export const GET = withApi({ access: "lesson.read" }, async ({ db }) => ({ status_code: 200, collectionMethod: await listCollectionMethods(db) }));
