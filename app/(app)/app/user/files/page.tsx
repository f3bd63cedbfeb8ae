import { formatInTimeZone } from "date-fns-tz";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { listFiles } from "@/lib/files/queries";
import { formatDate } from "@/lib/i18n/format";
import { DeleteFileButton } from "@/components/upload/delete-file-button";
import { formatBytes } from "@/components/upload/format";
import { MyFilesUploader } from "@/components/upload/my-files-uploader";
import { guardArea } from "@/components/shell/forbidden";
import { TableScroll } from "@/components/ui/table-scroll";

export async function generateMetadata() {
  return { title: (await getTranslations("upload.page"))("title") };
}

// "My files": the chunked uploader, then the user's own files with download and delete.
export default async function MyFilesPage() {
  const denied = await guardArea("files");
  if (denied) return denied;
  const actor = await requireActor();
  const [t, locale, files] = await Promise.all([getTranslations("upload.page"), getLocale(), listFiles(await getDb(), actor)]);
  const zone = actor.user.timezone || "UTC";
  const day = (iso: string) => {
    try {
      return formatInTimeZone(iso, zone, "yyyy-MM-dd");
    } catch {
      return iso.slice(0, 10);
    }
  };

  return (
    <div className="max-w-4xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
      </header>

      <section aria-labelledby="upload-heading" className="space-y-3">
        <h2 id="upload-heading" className="text-lg font-semibold">
          {t("uploadHeading")}
        </h2>
        <MyFilesUploader />
      </section>

      <section aria-labelledby="files-heading" className="space-y-3">
        <h2 id="files-heading" className="text-lg font-semibold">
          {t("listHeading")}
        </h2>
        {files.length === 0 ? (
          <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("empty")}</p>
        ) : (
          <TableScroll>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">{t("name")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t("size")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t("uploaded")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">{t("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {files.map((f) => (
                  <tr key={f.id} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="max-w-xs truncate px-3 py-2 font-medium text-slate-900">
                      {f.filename}
                    </th>
                    <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatBytes(f.size, locale)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatDate(day(f.completedAt), locale)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right">
                      <a href={`/api/v1/files/${f.id}`} download={f.filename} className="rounded px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 hover:underline" aria-label={t("downloadLabel", { name: f.filename })}>
                        {t("download")}
                      </a>
                      <DeleteFileButton id={f.id} name={f.filename} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </div>
  );
}
