import { formatInTimeZone } from "date-fns-tz";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { requireActor } from "@/lib/auth/current-user";
import { listFiles } from "@/lib/files/queries";
import { formatDate } from "@/lib/i18n/format";
import { DeleteFileButton } from "@/components/upload/delete-file-button";
import { formatBytes } from "@/components/upload/format";
import { MyFilesUploader } from "@/components/upload/my-files-uploader";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageHeader } from "@/components/ui/page/page-header";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("upload.page");

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

  const columns: TColumn<(typeof files)[number]>[] = [
    { id: "name", header: t("name"), rowHeader: true, className: "max-w-xs truncate text-slate-900", cell: (f) => f.filename },
    { id: "size", header: t("size"), className: "whitespace-nowrap text-slate-700", cell: (f) => formatBytes(f.size, locale) },
    { id: "uploaded", header: t("uploaded"), className: "whitespace-nowrap text-slate-700", cell: (f) => formatDate(day(f.completedAt), locale) },
  ];
  return (
    <div className="max-w-4xl space-y-8">
      <PageHeader title={t("title")} intro={t("intro")} introClassName="text-slate-700" />

      <PageSection id="upload-heading" title={t("uploadHeading")} className="space-y-3">
        <MyFilesUploader />
      </PageSection>

      <PageSection id="files-heading" title={t("listHeading")} className="space-y-3">
        <DataTable
          columns={columns}
          rows={files}
          rowKey={(f) => f.id}
          caption={t("listHeading")}
          empty={t("empty")}
          actions={{
            header: t("actions"),
            cell: (f) => (
              <span className="whitespace-nowrap">
                <a
                  href={`/api/v1/files/${f.id}`}
                  download={f.filename}
                  className="rounded px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 hover:underline"
                  aria-label={t("downloadLabel", { name: f.filename })}
                >
                  {t("download")}
                </a>
                <DeleteFileButton id={f.id} name={f.filename} />
              </span>
            ),
          }}
        />
      </PageSection>
    </div>
  );
}
