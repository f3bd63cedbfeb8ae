import { QrPage } from "@/components/pages/qr-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("pages.qr", "metaWebsite");

/** /qrSCWesite/:username: the counselor's QR code and website link (their public appointment page). */
export default async function QrWebsitePage({ params }: { params: Promise<{ username: string }> }) {
  return <QrPage field="website" username={(await params).username} heading="website" />;
}
