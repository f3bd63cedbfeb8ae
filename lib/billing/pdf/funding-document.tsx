import { Page, Text, View } from "@react-pdf/renderer";
import { SELLER, type TQuotePdfData } from "./model";
import { Bullet, Footer, LicencePeriod, LinesTable, Totals } from "./parts";
import type { TPdfT } from "./strings";
import { styles } from "./styles";

/**
 * The funding request: a letter from the counselor to the school/district administration asking
 * to fund the quote (program benefits, the quote's lines and amount due, the quote number).
 */
export function FundingPage({ t, data }: { t: TPdfT; data: TQuotePdfData }) {
  const { signer, summary } = data;
  return (
    <Page size="LETTER" style={styles.page}>
      <View style={styles.header}>
        <View>
          <Text style={styles.bold}>{signer.name}</Text>
          {signer.school ? <Text>{signer.school}</Text> : null}
        </View>
        <View style={styles.titleBlock}>
          <Text style={styles.title}>{t("funding.title")}</Text>
          <Text>{t("funding.date", { date: data.date })}</Text>
        </View>
      </View>
      <Text style={styles.paragraph}>{signer.school ? t("funding.to", { school: signer.school }) : t("funding.toNoSchool")}</Text>
      <Text style={[styles.paragraph, styles.bold]}>{t("funding.subject", { id: data.id })}</Text>
      <Text style={styles.paragraph}>{t("funding.greeting")}</Text>
      <Text style={styles.paragraph}>{signer.school ? t("funding.intro", { school: signer.school }) : t("funding.introNoSchool")}</Text>
      <View style={styles.section}>
        <Text style={styles.sectionTitle}>{t("funding.benefitsTitle")}</Text>
        <Bullet>{t("funding.benefitAsca")}</Bullet>
        <Bullet>{t("funding.benefitData")}</Bullet>
        <Bullet>{t("funding.benefitTime")}</Bullet>
      </View>
      <Text style={styles.sectionTitle}>{t("funding.summaryTitle", { id: data.id })}</Text>
      <LinesTable t={t} summary={summary} />
      <Totals t={t} summary={summary} />
      <LicencePeriod t={t} summary={summary} />
      <Text style={styles.paragraph}>{t("funding.closing", { id: data.id, date: data.validUntil, email: SELLER.email })}</Text>
      <View wrap={false}>
        <Text>{t("funding.signOff")}</Text>
        <Text style={[styles.bold, { marginTop: 18 }]}>{signer.name}</Text>
        {signer.school ? <Text>{signer.school}</Text> : null}
      </View>
      <Footer t={t} />
    </Page>
  );
}
