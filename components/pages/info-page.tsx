import { SiteLink } from "@/components/public/site-link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";

/** One section of an information page in the message files: a title, paragraphs and an optional list. */
export type TInfoSection = { title: string; body?: Record<string, string>; list?: Record<string, string> };

type TAction = { href: string; label: string; primary?: boolean };

function isSection(value: unknown): value is TInfoSection {
  return !!value && typeof value === "object" && typeof (value as TInfoSection).title === "string";
}

/** The sections of `pages.<ns>.sections`, in the order the message file gives them. */
export async function infoSections(ns: string): Promise<[string, TInfoSection][]> {
  const t = await getTranslations(`pages.${ns}`);
  if (!t.has("sections")) return [];
  const raw = t.raw("sections") as Record<string, unknown>;
  return Object.entries(raw).filter((entry): entry is [string, TInfoSection] => isSection(entry[1]));
}

/** Page title and description for generateMetadata. */
export async function infoMetadata(ns: string) {
  const t = await getTranslations(`pages.${ns}`);
  return { title: t("title"), description: t("intro") };
}

export function Section({ id, section }: { id: string; section: TInfoSection }) {
  return (
    <section aria-labelledby={`s-${id}`} className="space-y-3">
      <h2 id={`s-${id}`} className="text-xl font-semibold text-slate-900">
        {section.title}
      </h2>
      {Object.entries(section.body ?? {}).map(([k, p]) => (
        <p key={k} className="leading-relaxed text-slate-700">
          {p}
        </p>
      ))}
      {section.list ? (
        <ul className="list-disc space-y-1 pl-6 text-slate-700">
          {Object.entries(section.list).map(([k, item]) => (
            <li key={k}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function Actions({ actions }: { actions: TAction[] }) {
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((a) => {
        const className = a.primary
          ? "rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          : "rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50";
        // Files from /home/* calls and mailto: links are plain links, not client navigations.
        return !a.href.startsWith("/") || a.href.startsWith("/home/") ? (
          <a key={a.href} href={a.href} className={className}>
            {a.label}
          </a>
        ) : (
          <SiteLink key={a.href} href={a.href} className={className}>
            {a.label}
          </SiteLink>
        );
      })}
    </div>
  );
}

/** The frame of every information page: heading, lead paragraph, then the page's content. */
export function PageFrame({ title, intro, eyebrow, children, wide = false }: { title: string; intro?: string; eyebrow?: string; children?: ReactNode; wide?: boolean }) {
  return (
    <article className={`mx-auto ${wide ? "max-w-5xl" : "max-w-3xl"} space-y-10 px-4 py-12`}>
      <header className="space-y-3">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="text-lg leading-relaxed text-slate-700">{intro}</p> : null}
      </header>
      {children}
    </article>
  );
}

/**
 * An information page whose copy lives in pages.<ns>: title, intro, sections, and optional
 * actions (links) with their labels in pages.<ns>.actions.<key>.
 */
export async function InfoPage({ ns, actions = [], children, before }: { ns: string; actions?: { href: string; key: string; primary?: boolean }[]; children?: ReactNode; before?: ReactNode }) {
  const t = await getTranslations(`pages.${ns}`);
  const sections = await infoSections(ns);
  return (
    <PageFrame title={t("title")} intro={t("intro")} eyebrow={t.has("eyebrow") ? t("eyebrow") : undefined}>
      {before}
      {sections.map(([id, s]) => (
        <Section key={id} id={id} section={s} />
      ))}
      {children}
      {actions.length ? <Actions actions={actions.map((a) => ({ href: a.href, label: t(`actions.${a.key}`), primary: a.primary }))} /> : null}
    </PageFrame>
  );
}
