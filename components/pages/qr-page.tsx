import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { siteOrigin } from "@/lib/pages/origin";
import { findPublicCounselor } from "@/lib/pages/public-queries";
import { qrTargetPath, type TQrField } from "@/lib/pages/rules";
import { PrintButton } from "./print-button";
import { QrCode } from "./qr-code";

/**
 * A counselor's printable QR code with the link it opens, a PNG download and a Print button.
 * "Both redirect to the site root if the username comes back empty": an unknown username goes to /.
 */
export async function QrPage({ field, username, heading }: { field: TQrField; username: string; heading: "website" | "field" }) {
  const counselor = await findPublicCounselor(await getDb(), username);
  if (!counselor) redirect("/");
  const t = await getTranslations("pages.qr");
  const url = siteOrigin(await headers()) + qrTargetPath(field, counselor.username);
  const title = heading === "website" ? t("websiteTitle", { name: counselor.name }) : t(`titles.${field}`, { name: counselor.name });
  const png = `/home/qrcode.png?field=${field}&username=${encodeURIComponent(counselor.username)}`;
  return (
    <article className="mx-auto max-w-2xl space-y-6 px-4 py-10 text-center">
      {/* Print only the code and its caption. */}
      <style>{"@media print { body > header, body > footer { display: none !important; } }"}</style>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {counselor.schoolName ? <p className="text-slate-700">{counselor.schoolName}</p> : null}
        <p className="text-slate-700">{t(`explain.${field}`)}</p>
      </header>
      <figure className="mx-auto inline-block rounded-lg border border-slate-200 bg-white p-4">
        <QrCode text={url} label={t("label", { url })} size={288} />
        <figcaption className="mt-3 break-all text-sm text-slate-700">
          <a href={url} className="font-medium text-brand-700 underline">
            {url}
          </a>
        </figcaption>
      </figure>
      <div className="flex flex-wrap justify-center gap-3 print:hidden">
        <a href={png} download className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
          {t("download")}
        </a>
        <PrintButton label={t("print")} />
      </div>
      <p className="text-sm text-slate-600 print:hidden">{t("tip")}</p>
    </article>
  );
}
