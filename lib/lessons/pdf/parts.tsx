import { Text, View } from "@react-pdf/renderer";
import { SELLER } from "@/lib/billing/pdf/model";
import { styles } from "@/lib/billing/pdf/styles";
import type { TPdfT } from "@/lib/pdf/strings";
import type { TPdfAuthor } from "./model";

// The blocks the lesson, results and survey PDFs share (their look is the billing PDFs' styles).

/** SCUTA on the left; the document's title, its subject and the print line on the right. */
export function LessonDocHeader({ t, title, subject, author }: { t: TPdfT; title: string; subject: string; author: TPdfAuthor }) {
  return (
    <View style={styles.header}>
      <Text style={styles.brand}>{SELLER.name}</Text>
      <View style={styles.titleBlock}>
        <Text style={styles.title}>{title}</Text>
        <Text style={styles.bold}>{subject}</Text>
        <Text style={styles.muted}>{author.name ? t("common.printedBy", { date: author.datePrint, name: author.name }) : t("common.printed", { date: author.datePrint })}</Text>
      </View>
    </View>
  );
}

/** "Label: value" on one line (nothing when the value is empty). */
export function Field({ label, value }: { label: string; value: string }) {
  if (value.trim() === "") return null;
  return (
    <Text style={{ marginBottom: 3 }}>
      <Text style={styles.muted}>{label}: </Text>
      {value}
    </Text>
  );
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {children}
    </View>
  );
}

export function PageFooter({ t }: { t: TPdfT }) {
  return <Text style={styles.footer} fixed render={({ pageNumber, totalPages }) => t("common.page", { page: String(pageNumber), total: String(totalPages) })} />;
}

/** A grade's name in the reader's language: Any grade, Pre-K, Kindergarten or Grade n. */
export function gradeLabel(t: TPdfT, code: string): string {
  if (code === "ANY" || code === "PK" || code === "K") return t(`grades.${code}`);
  return t("grades.number", { n: code });
}
