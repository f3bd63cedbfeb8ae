import { getTranslations } from "next-intl/server";
import { QrPage } from "@/components/pages/qr-page";

export async function generateMetadata() {
  return { title: (await getTranslations("pages.qr"))("metaWebsite") };
}

/** /qrSCWesite/:username: the counselor's QR code and website link (their public appointment page). */
export default async function QrWebsitePage({ params }: { params: Promise<{ username: string }> }) {
  return <QrPage field="website" username={(await params).username} heading="website" />;
}
