import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { QrPage } from "@/components/pages/qr-page";
import { isQrField } from "@/lib/pages/rules";

type TProps = { params: Promise<{ field: string; username: string }> };

export async function generateMetadata({ params }: TProps) {
  const { field } = await params;
  const t = await getTranslations("pages.qr");
  return { title: isQrField(field) ? t(`meta.${field}`) : t("metaWebsite") };
}

/** /qrcode/:field/:username: a QR page with a page title; field is appointment, dropin or website. */
export default async function QrFieldPage({ params }: TProps) {
  const { field, username } = await params;
  if (!isQrField(field)) notFound();
  return <QrPage field={field} username={username} heading="field" />;
}
