import type { ReactNode } from "react";
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";

// The one look of every email the app sends, the PDFs' look (lib/billing/pdf/styles.ts): the SCUTA
// name in the accent blue, slate text in a sans-serif face, thin slate rules. Mail clients ignore
// style sheets and some do not inherit into tables, so every style is inline and every text block
// names the font; React escapes every text it is given.

export const EMAIL_BRAND = "SCUTA";

const INK = "#1e293b";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const ACCENT = "#1d4ed8";
const PAPER = "#f1f5f9";
const FONT = "Helvetica, Arial, 'Segoe UI', sans-serif";

const s = {
  body: { margin: 0, padding: "24px 12px", backgroundColor: PAPER, fontFamily: FONT, color: INK },
  card: { maxWidth: "600px", margin: "0 auto", backgroundColor: "#ffffff", border: `1px solid ${RULE}`, borderRadius: "8px", overflow: "hidden" },
  header: { padding: "20px 32px 16px", borderBottom: `3px solid ${ACCENT}` },
  brand: { fontFamily: FONT, margin: 0, fontSize: "24px", lineHeight: "28px", fontWeight: 700, color: ACCENT, letterSpacing: "0.5px" },
  tagline: { fontFamily: FONT, margin: "2px 0 0", fontSize: "13px", lineHeight: "18px", color: MUTED },
  content: { padding: "24px 32px 8px" },
  text: { fontFamily: FONT, margin: "0 0 14px", fontSize: "15px", lineHeight: "23px", color: INK },
  muted: { fontFamily: FONT, margin: "0 0 14px", fontSize: "13px", lineHeight: "20px", color: MUTED },
  heading: { fontFamily: FONT, margin: "22px 0 6px", fontSize: "16px", lineHeight: "22px", fontWeight: 700, color: INK },
  button: {
    fontFamily: FONT,
    display: "inline-block",
    backgroundColor: ACCENT,
    color: "#ffffff",
    padding: "12px 22px",
    borderRadius: "6px",
    fontSize: "15px",
    fontWeight: 600,
    textDecoration: "none",
  },
  linkLine: { fontFamily: FONT, margin: "10px 0 18px", fontSize: "13px", lineHeight: "19px", color: MUTED, wordBreak: "break-all" as const },
  link: { color: ACCENT, textDecoration: "underline" },
  facts: { margin: "4px 0 18px", padding: "12px 16px", border: `1px solid ${RULE}`, borderRadius: "6px", backgroundColor: "#f8fafc" },
  fact: { fontFamily: FONT, margin: "0 0 6px", fontSize: "14px", lineHeight: "21px", color: INK },
  factLabel: { color: MUTED, fontWeight: 600 },
  quote: { fontFamily: FONT, margin: "4px 0 18px", padding: "10px 16px", borderLeft: `3px solid ${RULE}`, fontSize: "14px", lineHeight: "21px", color: INK },
  rule: { borderColor: RULE, margin: "8px 0 0" },
  footer: { padding: "14px 32px 20px" },
  footerText: { fontFamily: FONT, margin: "0 0 4px", fontSize: "12px", lineHeight: "18px", color: MUTED },
} as const;

/** What an email says, as blocks in reading order (each kind renders the same in every email). */
export type TEmailBlock =
  | { type: "text"; text: string; muted?: boolean }
  | { type: "heading"; text: string }
  /** A button to one link, with the link written out below it for clients that break buttons. */
  | { type: "action"; href: string; label: string }
  /** Label/value lines; empty values are left out. */
  | { type: "facts"; rows: readonly (readonly [string, string])[] }
  /** Text someone wrote (a question, a message), kept with its line breaks. */
  | { type: "quote"; text: string };

/** Line breaks of a text kept as <br />. */
function Lines({ text }: { text: string }) {
  const lines = text.split("\n");
  return lines.map((line, i) => (
    <span key={i}>
      {line}
      {i < lines.length - 1 ? <br /> : null}
    </span>
  ));
}

export function EmailBlock({ block }: { block: TEmailBlock }) {
  switch (block.type) {
    case "text":
      return (
        <Text style={block.muted ? s.muted : s.text}>
          <Lines text={block.text} />
        </Text>
      );
    case "heading":
      return (
        <Heading as="h2" style={s.heading}>
          {block.text}
        </Heading>
      );
    case "action":
      return (
        <Section style={{ margin: "6px 0 4px" }}>
          <Button href={block.href} style={s.button} data-skip-in-text="true">
            {block.label}
          </Button>
          <Text style={s.linkLine}>
            {`${block.label}: `}
            <Link href={block.href} style={s.link}>
              {block.href}
            </Link>
          </Text>
        </Section>
      );
    case "facts": {
      const rows = block.rows.filter(([, value]) => value.trim() !== "");
      if (rows.length === 0) return null;
      return (
        <Section style={s.facts}>
          {rows.map(([label, value], i) => (
            <Text key={i} style={s.fact}>
              <span style={s.factLabel}>{`${label}: `}</span>
              <Lines text={value} />
            </Text>
          ))}
        </Section>
      );
    }
    case "quote":
      return (
        <Section style={s.quote}>
          <Lines text={block.text} />
        </Section>
      );
  }
}

export type TEmailLayoutProps = {
  /** The recipient's language: the document's lang attribute. */
  locale: string;
  /** The line mail clients show next to the subject. */
  preview: string;
  /** Under the name in the header ("School Counselor Use of Time Analysis", in the recipient's language). */
  tagline: string;
  /** The footer's why-you-got-this line. */
  why: string;
  children: ReactNode;
};

/** The frame of every email: the product's name header, the content, the footer. */
export function EmailLayout({ locale, preview, tagline, why, children }: TEmailLayoutProps) {
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.card}>
          <Section style={s.header}>
            <Text style={s.brand}>{EMAIL_BRAND}</Text>
            <Text style={s.tagline}>{tagline}</Text>
          </Section>
          <Section style={s.content}>{children}</Section>
          <Hr style={s.rule} />
          <Section style={s.footer}>
            <Text style={s.footerText}>{why}</Text>
            <Text style={s.footerText}>{`${EMAIL_BRAND} · ${tagline}`}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
