import type { NextRequest } from "next/server";

// GET /lesson/view/{id} – the read-only lesson view lives in the signed-in area:
// /app/lesson/view/{id}. This path is not public, so the proxy first sends a visitor to sign in
// (callbackUrl keeps this path) and they land here, then on the view. Only an id is forwarded.
// The Location is relative: `next start` builds request URLs from its own host name (localhost),
// which is not the host the browser used, and the session cookie belongs to the browser's host.
export async function GET(_req: NextRequest, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const target = /^\d{1,9}$/.test(id) ? `/app/lesson/view/${id}` : "/app/lessons";
  return new Response(null, { status: 307, headers: { Location: target } });
}
