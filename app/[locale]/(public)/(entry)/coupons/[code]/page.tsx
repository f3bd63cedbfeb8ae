import { redirect } from "next/navigation";
import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { getDb } from "@/db/client";
import { cleanSegment } from "@/lib/http/text";
import { isEntryCode } from "@/lib/signup/dialogs";
import { findCouponByCode } from "@/lib/signup/queries";
import { couponDialog, isCouponUsable } from "@/lib/signup/rules";
import { todayIn } from "@/lib/users/rules";

// Rendered on the first request for each code and language, then served from the cache; an
// administrator's change to a coupon refreshes it at once (lib/pages/public-cache.ts), and at the
// latest a minute later.
export const revalidate = 60;
export function generateStaticParams(): { code: string }[] {
  return [];
}
export const generateMetadata = () => entryMetadata("register");

/**
 * /coupons/{code}: "No coupon found: go to the home page. Discount 100: open registration with the
 * coupon. Otherwise open quote mode 4 with the coupon." An inactive or expired coupon is not found.
 */
export default async function CouponPage({ params }: { params: Promise<{ code: string }> }) {
  const code = cleanSegment((await params).code);
  const coupon = isEntryCode(code) ? await findCouponByCode(await getDb(), code) : null;
  const dialog = couponDialog(coupon && isCouponUsable(coupon, todayIn("America/New_York", new Date())) ? coupon : null);
  if (dialog === "home") redirect("/");
  return <EntryView routeDefault={dialog} />;
}
