import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { findFirstName } from "@/lib/pages/public-queries";
import { DemoRequestForm } from "./demo-request-form";
import { PageFrame, Section, infoSections } from "./info-page";

const NS = { 1: "demo", 2: "training" } as const;

export async function demoMetadata(type: 1 | 2) {
  const t = await getTranslations(`pages.${NS[type]}`);
  return { title: t("title"), description: t("intro") };
}

/** /scheduleDemo (type 1) and /scheduleTraining (type 2): what to expect, then the request form. */
export async function DemoRequestPage({ type, username }: { type: 1 | 2; username?: string }) {
  const t = await getTranslations(`pages.${NS[type]}`);
  const firstName = username ? await findFirstName(await getDb(), username) : null;
  const sections = await infoSections(NS[type]);
  return (
    <PageFrame title={t("title")} intro={firstName ? t("introNamed", { name: firstName }) : t("intro")} wide>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div className="space-y-8">
          {sections.map(([id, s]) => (
            <Section key={id} id={id} section={s} />
          ))}
        </div>
        <section aria-labelledby="request-form-title" className="space-y-3">
          <h2 id="request-form-title" className="text-xl font-semibold text-slate-900">
            {t("formTitle")}
          </h2>
          <DemoRequestForm type={type} username={firstName ? username : undefined} />
        </section>
      </div>
    </PageFrame>
  );
}
