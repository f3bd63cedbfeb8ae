import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { DeleteCompanyButton } from "@/components/companies/delete-company-button";
import { OwnerPicker } from "@/components/curriculum/owner-picker";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { listCompanies } from "@/lib/companies/queries";
import { planningOwner } from "@/lib/curriculum/page-data";
import { titleMetadata } from "@/components/ui/page/metadata";
import { firstParam, type TSearchParamsProps } from "@/lib/ui/search-params";
import { PageHeader } from "@/components/ui/page/page-header";

export const generateMetadata = titleMetadata("companies.list");

/** /app/companies: the counselor's community partners (the referral destinations); a manager reads a managed counselor's. */
export default async function CompaniesPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("companies");
  if (denied) return denied;
  const actor = await requireActor();
  const db = await getDb();
  const owner = await planningOwner(db, actor, firstParam((await searchParams).user_id));
  const [t, tc, rows] = await Promise.all([getTranslations("companies"), getTranslations("curriculum.owner"), listCompanies(db, actor, owner.ownerId)]);
  const dash = "—";
  const columns: TColumn<(typeof rows)[number]>[] = [
    {
      id: "name",
      header: t("form.name"),
      rowHeader: true,
      cell: (c) => (
        <>
          <div>{c.name}</div>
          {c.address ? <div className="whitespace-pre-line text-xs font-normal text-slate-600">{c.address}</div> : null}
        </>
      ),
    },
    { id: "type", header: t("form.type"), cell: (c) => t(`form.types.${c.type}`) },
    {
      id: "contact",
      header: t("form.contact"),
      cell: (c) => (
        <>
          <div>{c.contact || dash}</div>
          {c.phone ? (
            <div className="text-xs text-slate-600">
              <a href={`tel:${c.phone.replace(/[^0-9+]/g, "")}`} className="underline">
                {c.phone}
              </a>
            </div>
          ) : null}
          {c.email ? (
            <div className="text-xs text-slate-600">
              <a href={`mailto:${c.email}`} className="underline">
                {c.email}
              </a>
            </div>
          ) : null}
        </>
      ),
    },
    { id: "services", header: t("form.services"), className: "whitespace-pre-line", cell: (c) => c.services || dash },
  ];
  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader
        title={t("list.title")}
        intro={t("list.intro")}
        introClassName="max-w-3xl text-slate-700"
        actions={
          owner.isSelf ? (
            <Link href="/app/companies/new" className={buttonClass("primary")} data-testid="company-new">
              {t("list.add")}
            </Link>
          ) : null
        }
      />
      {owner.options ? <OwnerPicker options={owner.options} meId={actor.user.id} selectedId={owner.ownerId} basePath="/app/companies" /> : null}
      {owner.refused ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {tc("refused")}
        </p>
      ) : null}
      {!owner.isSelf ? <p className="text-sm text-slate-700">{tc("readOnly", { name: owner.ownerLabel ?? "" })}</p> : null}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        rowProps={() => ({ "data-testid": "company-row" })}
        tableProps={{ "data-testid": "company-table" }}
        caption={t("list.title")}
        empty={t("list.empty")}
        actions={
          owner.isSelf
            ? {
                header: t("list.actions"),
                cell: (c) => (
                  <span className="whitespace-nowrap">
                    <Link href={`/app/companies/edit/${c.id}`} className="rounded px-2 py-1 text-brand-700 underline">
                      {t("list.edit")}
                      <span className="sr-only"> {c.name}</span>
                    </Link>
                    <DeleteCompanyButton id={c.id} name={c.name} />
                  </span>
                ),
              }
            : undefined
        }
      />
    </div>
  );
}
