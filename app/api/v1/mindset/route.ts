import { withApi } from "@/lib/http/with-api";
import { listStandards } from "@/lib/lessons/lookups";
import { ZMindsetQuery } from "@/lib/lessons/schemas";

// GET /api/v1/mindset?edition=2021|2014 – the standards (mindsets and behaviors) of an edition, 2021 by default: id, name, abbrev, domain
export const GET = withApi({ access: "reference.read", query: ZMindsetQuery }, async ({ db, query }) => ({ status_code: 200, data: await listStandards(db, query.edition) }));
