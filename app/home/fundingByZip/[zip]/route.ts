import { AppError } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { formatDocumentMoney } from "@/lib/i18n/format";
import { fundingByZip } from "@/lib/pages/funding-queries";
import { ZFundingZip } from "@/lib/pages/schemas";

// GET /home/fundingByZip/{zip} – the schools of a zip with their Title I allocation and district
export const GET = withApi({ access: "public" }, async ({ db, params }) => {
  const zip = ZFundingZip.safeParse(params.zip ?? "");
  if (!zip.success) throw new AppError("invalid_zip", "A zip code has 5 digits.", 422, "zip");
  const schools = await fundingByZip(db, zip.data);
  return {
    status_code: 200,
    data: schools.map((s) => ({ ...s, allocation: s.allocation_cents === null ? null : formatDocumentMoney(s.allocation_cents) })),
  };
});
