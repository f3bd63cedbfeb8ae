import { redirect } from "next/navigation";
import { EntryView, entryMetadata, type TSearchParams } from "@/components/signup/entry-view";
import { getDb } from "@/db/client";
import { findCouponByCode } from "@/lib/signup/queries";
import { couponDialog, isCouponUsable } from "@/lib/signup/rules";
import { todayIn } from "@/lib/users/rules";

export const generateMetadata = () => entryMetadata("register");

/**
 * /coupons/{code}: "No coupon found: go to the home page. Discount 100: open registration with the
 * coupon. Otherwise open quote mode 4 with the coupon." An inactive or expired coupon is not found.
 */
export default async function CouponPage({ params, searchParams }: { params: Promise<{ code: string }>; searchParams: Promise<TSearchParams> }) {
  const { code } = await params;
  const coupon = await findCouponByCode(await getDb(), safeDecode(code));
  const dialog = couponDialog(coupon && isCouponUsable(coupon, todayIn("America/New_York", new Date())) ? coupon : null);
  if (dialog === "home") redirect("/");
  return <EntryView routeDefault={dialog} searchParams={await searchParams} />;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
