import { Text, View } from "@react-pdf/renderer";
import type { TBillingContact } from "@/db/schema/billing";
import { SELLER, type TPdfDiscount, type TPdfSummary } from "./model";
import type { TPdfT } from "./strings";
import { styles } from "./styles";

// The blocks the quote, funding and invoice PDFs share.

/** Who sells: SCUTA, its name line and billing address. */
export function SellerBlock({ t }: { t: TPdfT }) {
  return (
    <View>
      <Text style={styles.small}>{t("common.seller")}</Text>
      <Text style={styles.brand}>{SELLER.name}</Text>
      <Text style={styles.muted}>{SELLER.address}</Text>
      <Text style={styles.muted}>{SELLER.email}</Text>
    </View>
  );
}

/** The seller on the left, the document's title and references on the right. */
export function DocHeader({ t, title, refs }: { t: TPdfT; title: string; refs: string[] }) {
  return (
    <View style={styles.header}>
      <SellerBlock t={t} />
      <View style={styles.titleBlock}>
        <Text style={styles.title}>{title}</Text>
        {refs.map((r) => (
          <Text key={r}>{r}</Text>
        ))}
      </View>
    </View>
  );
}

/** The buyer: contact name, school, ZIP, email and phone (empty fields left out). */
export function ContactBlock({ t, title, contact }: { t: TPdfT; title: string; contact: TBillingContact }) {
  const rows: [string, string][] = [
    ["common.contactName", contact.name],
    ["common.school", contact.school],
    ["common.zip", contact.zip],
    ["common.email", contact.email],
    ["common.phone", contact.phone],
  ];
  return (
    <View style={styles.column}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {rows
        .filter(([, value]) => value.trim() !== "")
        .map(([key, value]) => (
          <Text key={key}>
            <Text style={styles.muted}>{t(key)}: </Text>
            {value}
          </Text>
        ))}
    </View>
  );
}

/** Every billed line: product, quantity, unit price, years, line total. */
export function LinesTable({ t, summary }: { t: TPdfT; summary: TPdfSummary }) {
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        <Text style={styles.colProduct}>{t("common.product")}</Text>
        <Text style={styles.colQty}>{t("common.quantity")}</Text>
        <Text style={styles.colUnit}>{t("common.unitPrice")}</Text>
        <Text style={styles.colYears}>{t("common.years")}</Text>
        <Text style={styles.colTotal}>{t("common.lineTotal")}</Text>
      </View>
      {summary.lines.length === 0 ? (
        <View style={styles.row}>
          <Text style={styles.colProduct}>{t("common.noLines")}</Text>
        </View>
      ) : (
        summary.lines.map((line, i) => (
          <View key={`${line.label}-${i}`} style={styles.row} wrap={false}>
            <Text style={styles.colProduct}>{line.label}</Text>
            <Text style={styles.colQty}>{line.quantity}</Text>
            <Text style={styles.colUnit}>{line.unitPrice}</Text>
            <Text style={styles.colYears}>{line.years}</Text>
            <Text style={styles.colTotal}>{line.total}</Text>
          </View>
        ))
      )}
    </View>
  );
}

export function discountLabel(t: TPdfT, d: TPdfDiscount): string {
  switch (d.kind) {
    case "quantity":
      return t("common.quantityDiscount", { percent: d.percent });
    case "prorated":
      return t("common.proratedDiscount", { percent: d.percent });
    case "partner":
      return t("common.partnerDiscount");
    case "conference":
      return t("common.conferenceDiscount");
    default:
      return d.code ? t("common.couponDiscount", { code: d.code }) : t("common.couponDiscountNoCode");
  }
}

/** Total amount, each discount above 0, and the amount due ("Amount paid" on a paid invoice). */
export function Totals({ t, summary, paid = false }: { t: TPdfT; summary: TPdfSummary; paid?: boolean }) {
  return (
    <View style={styles.totals} wrap={false}>
      <View style={styles.totalRow}>
        <Text>{t("common.totalAmount")}</Text>
        <Text>{summary.totalAmount}</Text>
      </View>
      {summary.discounts.map((d) => (
        <View key={d.kind} style={styles.totalRow}>
          <Text>{discountLabel(t, d)}</Text>
          <Text>{d.amount}</Text>
        </View>
      ))}
      <View style={styles.dueRow}>
        <Text>{paid ? t("common.amountPaid") : t("common.amountDue")}</Text>
        <Text>{summary.amountDue}</Text>
      </View>
    </View>
  );
}

export function LicencePeriod({ t, summary }: { t: TPdfT; summary: TPdfSummary }) {
  return <Text style={styles.paragraph}>{t("common.licencePeriod", { start: summary.start, end: summary.end })}</Text>;
}

export function Bullet({ children }: { children: string }) {
  return (
    <View style={styles.bullet}>
      <Text style={styles.bulletMark}>•</Text>
      <Text style={styles.bulletText}>{children}</Text>
    </View>
  );
}

export function Footer({ t }: { t: TPdfT }) {
  return (
    <Text style={styles.footer} fixed>
      {`${SELLER.name} · ${SELLER.address} · ${SELLER.email} · ${t("common.currencyNote")}`}
    </Text>
  );
}
