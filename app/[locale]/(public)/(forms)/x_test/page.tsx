import { appointmentMetadata } from "@/components/pages/appointment-meta";
import { CounselorChoicePage } from "@/components/pages/counselor-choice-page";

// Per visit: it reads the query string or the signed-in user.
export const dynamic = "force-dynamic";

export const generateMetadata = () => appointmentMetadata("appointment");

/** /x_test: the appointment wizard's second entry (x_test in the route list); pick the counselor first. */
export default function XTestChoicePage({ searchParams }: { searchParams: Promise<{ counselor?: string | string[] }> }) {
  return <CounselorChoicePage base="/x_test" searchParams={searchParams} />;
}
