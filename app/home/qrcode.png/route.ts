import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { siteOrigin } from "@/lib/pages/origin";
import { findCounselor } from "@/lib/pages/public-queries";
import { qrPng } from "@/lib/pages/qr";
import { qrFileName, qrTargetPath } from "@/lib/pages/rules";
import { ZQrQuery } from "@/lib/pages/schemas";

// GET /home/qrcode.png?field=&username= – the counselor's QR code as a PNG download
export const GET = withApi({ access: "public", query: ZQrQuery }, async ({ req, db, query }) => {
  const counselor = await findCounselor(db, query.username);
  if (!counselor) throw notFound("No counselor has this username.");
  const png = await qrPng(siteOrigin(req.headers) + qrTargetPath(query.field, counselor.username));
  return new Response(new Uint8Array(png), {
    headers: {
      "content-type": "image/png",
      "content-disposition": `attachment; filename="${qrFileName(query.field, counselor.username)}"`,
      "cache-control": "public, max-age=300",
    },
  });
});
