import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { TLocale } from "@/lib/i18n/locales";
import { SELLER, type TInvoicePdfData } from "./model";
import { ContactBlock, DocHeader, Footer, LicencePeriod, LinesTable, Totals } from "./parts";
import type { TPdfT } from "./strings";
import { styles } from "./styles";

function statusText(t: TPdfT, data: TInvoicePdfData): string {
  const s = data.status;
  if (s.kind === "paid") return s.date ? t("invoice.paidOn", { date: s.date }) : t("invoice.paid");
  if (s.kind === "duePo") return s.po ? t("invoice.duePo", { po: s.po }) : t("invoice.duePoNone");
  return t("invoice.due");
}

/** The invoice: sequential number, issue date, order, bill-to, lines, discounts, amount due, payment status, licence period. */
export function InvoiceDocument({ t, data, locale }: { t: TPdfT; data: TInvoicePdfData; locale: TLocale }) {
  return (
    <Document title={t("invoice.documentTitle", { number: data.number })} author={SELLER.name} language={locale}>
      <Page size="LETTER" style={styles.page}>
        <DocHeader t={t} title={t("invoice.title")} refs={[t("invoice.number", { number: data.number }), t("invoice.issued", { date: data.issued }), t("invoice.order", { id: data.orderId })]} />
        <View style={styles.twoColumns}>
          <ContactBlock t={t} title={t("invoice.billTo")} contact={data.contact} />
          <View style={[styles.column, styles.titleBlock]}>
            <Text style={styles.sectionTitle}>{t("invoice.status")}</Text>
            <Text style={styles.bold}>{statusText(t, data)}</Text>
          </View>
        </View>
        <LinesTable t={t} summary={data.summary} />
        <Totals t={t} summary={data.summary} paid={data.status.kind === "paid"} />
        <LicencePeriod t={t} summary={data.summary} />
        {data.status.kind !== "paid" ? (
          <View style={styles.box} wrap={false}>
            <Text>{t("invoice.poTerms")}</Text>
          </View>
        ) : null}
        <Text style={styles.paragraph}>{t("invoice.thanks")}</Text>
        <Footer t={t} />
      </Page>
    </Document>
  );
}
