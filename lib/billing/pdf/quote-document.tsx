import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { TLocale } from "@/lib/i18n/locales";
import { FundingPage } from "./funding-document";
import { SELLER, type TQuotePdfData } from "./model";
import { ContactBlock, DocHeader, Footer, LinesTable, Totals } from "./parts";
import type { TPdfT } from "./strings";
import { styles } from "./styles";

/** The quote page: seller, quote number and date, buyer, lines, discounts, amount due, validity, how to pay by PO. */
export function QuotePage({ t, data }: { t: TPdfT; data: TQuotePdfData }) {
  return (
    <Page size="LETTER" style={styles.page}>
      <DocHeader t={t} title={t("quote.title")} refs={[t("quote.number", { id: data.id }), t("quote.date", { date: data.date })]} />
      <View style={styles.twoColumns}>
        <ContactBlock t={t} title={t("quote.buyer")} contact={data.contact} />
        <View style={[styles.column, styles.titleBlock]}>
          <Text style={styles.bold}>{t("quote.validUntil", { date: data.validUntil })}</Text>
          <Text>{t("common.licencePeriod", { start: data.summary.start, end: data.summary.end })}</Text>
        </View>
      </View>
      <LinesTable t={t} summary={data.summary} />
      <Totals t={t} summary={data.summary} />
      <View style={styles.box} wrap={false}>
        <Text style={styles.sectionTitle}>{t("quote.poTitle")}</Text>
        <Text>{t("quote.poSend", { email: SELLER.email, id: data.id })}</Text>
        <Text>{t("quote.poTerms")}</Text>
        <Text>{t("quote.poInvoice")}</Text>
      </View>
      <Footer t={t} />
    </Page>
  );
}

/** The quote PDF; with includeFunding the funding letter follows as its own page. */
export function QuoteDocument({ t, data, locale }: { t: TPdfT; data: TQuotePdfData; locale: TLocale }) {
  return (
    <Document title={t("quote.documentTitle", { id: data.id })} author={SELLER.name} language={locale}>
      <QuotePage t={t} data={data} />
      {data.includeFunding ? <FundingPage t={t} data={data} /> : null}
    </Document>
  );
}

/** The funding-request PDF on its own. */
export function FundingDocument({ t, data, locale }: { t: TPdfT; data: TQuotePdfData; locale: TLocale }) {
  return (
    <Document title={t("funding.documentTitle", { id: data.id })} author={SELLER.name} language={locale}>
      <FundingPage t={t} data={data} />
    </Document>
  );
}
