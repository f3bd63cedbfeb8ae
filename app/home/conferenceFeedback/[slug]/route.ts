import { clientIp } from "@/lib/auth/ip";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { ZSlug } from "@/lib/conference-feedback/schemas";
import { submitFeedback } from "@/lib/conference-feedback/submit";
import { ZJsonObject } from "@/lib/university/schemas";

// POST /home/conferenceFeedback/{slug} – a visitor's feedback on a conference that has started
// (name, email, school, rating 1-5, comment); rate-limited per address
export const POST = withApi({ access: "public", body: ZJsonObject }, async ({ req, db, body, params, now }) => {
  const slug = ZSlug.safeParse(params.slug);
  if (!slug.success) throw notFound("This conference does not exist.");
  await submitFeedback(db, slug.data, body, { ip: clientIp(req.headers), now });
  return { status_code: 200, message: "Thank you for your feedback." };
});
