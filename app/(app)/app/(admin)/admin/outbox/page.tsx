import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listOutbox } from "@/lib/email/queries";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { Pager } from "@/components/ui/data-table";
import { listHref, parsePage } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("nav.items", "outbox");

export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "email.outbox.read")) return <Forbidden />;
  const t = await getTranslations("admin.outbox");
  const page = parsePage(await searchParams);
  const { rows, total, pages } = await listOutbox(await getDb(), user, page);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("empty")}</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((m) => (
            <li key={m.id} className="rounded-md border border-slate-200 bg-white">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
                  <span className="font-medium">{m.subject}</span>
                  <span className="text-slate-600">{m.to}</span>
                  <span className="text-slate-500">{m.createdAt.toISOString().replace("T", " ").slice(0, 16)} UTC</span>
                  <span className={`rounded px-2 py-0.5 text-xs ${m.sentAt ? "bg-green-100 text-green-800" : m.error ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-700"}`}>
                    {m.sentAt ? t("sent") : m.error ? t("failed") : t("kept")}
                  </span>
                </summary>
                <div className="border-t border-slate-100 p-3">
                  {m.error ? <p className="mb-2 text-sm text-red-700">{m.error}</p> : null}
                  <iframe title={t("preview", { subject: m.subject })} sandbox="" srcDoc={m.html} className="h-[32rem] w-full rounded border border-slate-200 bg-slate-100" />
                  {m.text ? (
                    <>
                      <h2 id={`text-part-${m.id}`} className="mt-3 text-sm font-medium text-slate-700">
                        {t("textPart")}
                      </h2>
                      <pre
                        role="region"
                        aria-labelledby={`text-part-${m.id}`}
                        tabIndex={0}
                        className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded border border-slate-200 bg-slate-50 p-3 font-sans text-sm text-slate-800"
                      >
                        {m.text}
                      </pre>
                    </>
                  ) : null}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} href={(p) => listHref("/app/admin/outbox", { page: p })} />
    </section>
  );
}
