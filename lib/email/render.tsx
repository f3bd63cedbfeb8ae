import "server-only";
import { render } from "@react-email/components";
import { isLocale, type TLocale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/signup/translate";
import { EmailBlock, EmailLayout, type TEmailBlock } from "./layout";

export type { TEmailBlock } from "./layout";

/** Why the recipient gets the email: the footer's line (messages email.why.*). */
export type TEmailWhy = "account" | "signup" | "request" | "quote" | "billing" | "manager" | "counselor" | "admin";

export type TEmailContent = {
  /** The recipient's language (a stored user language, or the language of the page a visitor used). */
  locale: TLocale;
  subject: string;
  /** "Hello Sam," or "Hello,": first, and never the preview line. */
  greeting?: string;
  /** The line mail clients show next to the subject; the first text block when left out. */
  preview?: string;
  why: TEmailWhy;
  blocks: readonly TEmailBlock[];
};

export type TRenderedEmail = { subject: string; html: string; text: string };

/** A stored language as an email language: English when it is none of ours. */
export function emailLocale(language: string | null | undefined): TLocale {
  return isLocale(language) ? language : "en";
}

// The plain-text part: headings keep their case, the button (its link is written out under it) is skipped.
const PLAIN_TEXT = {
  htmlToTextOptions: {
    selectors: [
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
    ],
  },
} as const;

/**
 * Every email's subject, HTML and plain-text part: the blocks in the one layout (lib/email/layout.tsx),
 * in the recipient's language. The text part is the same document rendered as text, so it carries
 * every line and link the HTML does.
 */
export async function renderEmail(content: TEmailContent): Promise<TRenderedEmail> {
  const t = await translatorFor(content.locale, "email");
  const firstText = content.blocks.find((b) => b.type === "text");
  const node = (
    <EmailLayout locale={content.locale} preview={content.preview ?? (firstText?.type === "text" ? firstText.text : content.subject)} tagline={t("tagline")} why={t(`why.${content.why}`)}>
      {content.greeting ? <EmailBlock block={{ type: "text", text: content.greeting }} /> : null}
      {content.blocks.map((block, i) => (
        <EmailBlock key={i} block={block} />
      ))}
    </EmailLayout>
  );
  const [html, text] = await Promise.all([render(node), render(node, { plainText: true, ...PLAIN_TEXT })]);
  return { subject: content.subject, html, text: text.trim() };
}
