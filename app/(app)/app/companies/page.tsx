import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DeleteCompanyButton } from "@/components/companies/delete-company-button";
import { OwnerPicker } from "@/components/curriculum/owner-picker";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { listCompanies } from "@/lib/companies/queries";
import { planningOwner } from "@/lib/curriculum/page-data";

export async function generateMetadata() {
  return { title: (await getTranslations("companies.list"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/companies: the counselor's community partners (the referral destinations); a manager reads a managed counselor's. */
export default async function CompaniesPage({ searchParams }: TProps) {
  const denied = await guardArea("companies");
  if (denied) return denied;
  const actor = await requireActor();
  const db = await getDb();
  const raw = (await searchParams).user_id;
  const owner = await planningOwner(db, actor, Array.isArray(raw) ? raw[0] : raw);
  const [t, tc, rows] = await Promise.all([getTranslations("companies"), getTranslations("curriculum.owner"), listCompanies(db, actor, owner.ownerId)]);
  const dash = "—";
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("list.title")}</h1>
          <p className="max-w-3xl text-slate-700">{t("list.intro")}</p>
        </div>
        {owner.isSelf ? (
          <Link href="/app/companies/new" className={buttonClass("primary")} data-testid="company-new">
            {t("list.add")}
          </Link>
        ) : null}
      </header>
      {owner.options ? <OwnerPicker options={owner.options} meId={actor.user.id} selectedId={owner.ownerId} basePath="/app/companies" /> : null}
      {owner.refused ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {tc("refused")}
        </p>
      ) : null}
      {!owner.isSelf ? <p className="text-sm text-slate-700">{tc("readOnly", { name: owner.ownerLabel ?? "" })}</p> : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t("list.empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm" data-testid="company-table">
            <caption className="sr-only">{t("list.title")}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("form.name")}</th>
                <th scope="col" className="px-3 py-2">{t("form.type")}</th>
                <th scope="col" className="px-3 py-2">{t("form.contact")}</th>
                <th scope="col" className="px-3 py-2">{t("form.services")}</th>
                {owner.isSelf ? <th scope="col" className="px-3 py-2"><span className="sr-only">{t("list.actions")}</span></th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id} className="border-b border-slate-100 align-top" data-testid="company-row">
                  <th scope="row" className="px-3 py-2 font-medium">
                    <div>{c.name}</div>
                    {c.address ? <div className="whitespace-pre-line text-xs font-normal text-slate-600">{c.address}</div> : null}
                  </th>
                  <td className="px-3 py-2">{t(`form.types.${c.type}`)}</td>
                  <td className="px-3 py-2">
                    <div>{c.contact || dash}</div>
                    {c.phone ? <div className="text-xs text-slate-600"><a href={`tel:${c.phone.replace(/[^0-9+]/g, "")}`} className="underline">{c.phone}</a></div> : null}
                    {c.email ? <div className="text-xs text-slate-600"><a href={`mailto:${c.email}`} className="underline">{c.email}</a></div> : null}
                  </td>
                  <td className="whitespace-pre-line px-3 py-2">{c.services || dash}</td>
                  {owner.isSelf ? (
                    <td className="whitespace-nowrap px-3 py-2">
                      <Link href={`/app/companies/edit/${c.id}`} className="rounded px-2 py-1 text-brand-700 underline">
                        {t("list.edit")}
                        <span className="sr-only"> {c.name}</span>
                      </Link>
                      <DeleteCompanyButton id={c.id} name={c.name} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
