import "server-only";
import { render } from "@react-email/components";
import { EmailBlock, EmailLayout, type TEmailBlock } from "@/lib/email/layout";
import type { TLocale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/signup/translate";
import type { TReportT } from "../format";
import type { TPrincipalReport } from "./data";
import type { TPrincipalWords } from "./sentences";

// The email that carries the principal report (the PDF attached): the one email layout, with its
// own footer line (the recipient has no account: a counselor gave their address).

const PLAIN_TEXT = {
  htmlToTextOptions: {
    selectors: [
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
    ],
  },
} as const;

export async function principalEmail(report: TPrincipalReport, words: TPrincipalWords, t: TReportT, locale: TLocale): Promise<{ subject: string; html: string; text: string }> {
  const te = await translatorFor(locale, "email");
  const subject = t("principal.emailSubject", { name: report.subject.name, range: words.range });
  const blocks: TEmailBlock[] = [
    { type: "heading", text: t("principal.title") },
    { type: "text", text: t("principal.emailIntro", { name: report.subject.name, range: words.range }) },
    { type: "text", text: `${words.headline} ${words.target}` },
    // The students reached, under the small-cell rule like the PDF (the report comes in masked).
    { type: "text", text: `${words.seen} ${words.lessons}` },
    ...(report.smallCells ? [{ type: "text" as const, text: t("smallCellsNote"), muted: true }] : []),
    { type: "quote", text: words.request },
  ];
  const node = (
    <EmailLayout locale={locale} preview={blocks[1].type === "text" ? blocks[1].text : subject} tagline={te("tagline")} why={t("principal.emailWhy")}>
      {blocks.map((b, i) => (
        <EmailBlock key={i} block={b} />
      ))}
    </EmailLayout>
  );
  const [html, text] = await Promise.all([render(node), render(node, { plainText: true, ...PLAIN_TEXT })]);
  return { subject, html, text: text.trim() };
}
