import { withApi } from "@/lib/http/with-api";
import { listAllGrades } from "@/lib/lessons/lookups";

// GET /api/v1/grade – every grade in school order: Pre-K (14), Kindergarten (0), 1-12, and 13 "Any grade"
export const GET = withApi({ access: "reference.read" }, async ({ db }) => ({ status_code: 200, data: await listAllGrades(db) }));
