import { withApi } from "@/lib/http/with-api";
import { countryList } from "@/lib/signup/queries";

// GET /home/loadCountryList – the countries the sign-up form offers, United States first
export const GET = withApi({ access: "public" }, async ({ db }) => ({ status_code: 200, countryList: await countryList(db) }));
