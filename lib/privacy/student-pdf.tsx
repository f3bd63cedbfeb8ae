import "server-only";
// Every PDF is set in the embedded Liberation Sans (registered as "Helvetica"), which has every letter of a name.
import "@/lib/pdf/fonts";
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createTranslator } from "next-intl";
import { formatDate } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { EQUITY_SUBGROUPS } from "@/lib/reports/families/services/students";
import { renderPdf } from "@/lib/pdf/limit";
import type { TPdfT } from "@/lib/pdf/strings";
import type { TStudentExport } from "./export-student";

// The readable PDF of one student's exported record: the same data as the JSON export, section by section.

const s = StyleSheet.create({
  page: { padding: 36, fontSize: 9, fontFamily: "Helvetica", color: "#0f172a" },
  title: { fontSize: 16, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  muted: { color: "#475569", marginBottom: 10 },
  h2: { fontSize: 11, marginTop: 12, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd5e1", paddingVertical: 2 },
  cell: { flex: 1, paddingRight: 4 },
  wide: { flex: 3, paddingRight: 4 },
});

function Table({ head, rows, wide = 2 }: { head: string[]; rows: (string | number | null)[][]; wide?: number }) {
  return (
    <View>
      <View style={s.row} fixed>
        {head.map((h, i) => (
          <Text key={h} style={i === wide ? s.wide : s.cell}>
            {h}
          </Text>
        ))}
      </View>
      {rows.map((r, k) => (
        <View key={k} style={s.row} wrap={false}>
          {r.map((c, i) => (
            <Text key={i} style={i === wide ? s.wide : s.cell}>
              {c == null ? "" : String(c)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** The stored codes (an event's status, a referral's direction and status, a PBIS kind, the subgroup counts) in the reader's words. */
type TCodeLabels = {
  status: (c: string) => string;
  direction: (c: string) => string;
  referralStatus: (c: string | null) => string;
  pbis: (c: string) => string;
  pbisOption: (field: "behavior" | "location", c: string) => string;
  subgroups: (counts: Record<string, number>) => string;
};

async function codeLabels(locale: string): Promise<TCodeLabels> {
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const t = createTranslator({ locale: lang, messages: await loadMessages(lang), onError: () => undefined, getMessageFallback: () => "" });
  // A code without a translation is printed as stored rather than as an empty cell.
  const word = (key: string, code: string) => t(key as never) || code;
  return {
    status: (c) => word(`calendar.status.${c}`, c),
    direction: (c) => word(c === "in" ? "reports.series.referralIn" : "reports.series.referralOut", c),
    referralStatus: (c) => (c ? word(`reports.series.referral_${c}`, c) : ""),
    pbis: (c) => word(`pbis.list.types.${c}`, c),
    // A behaviour or place typed as "other" is the counselor's own text and is printed as written.
    pbisOption: (field, c) => (/^[a-z0-9_]+$/.test(c) ? word(`pbis.options.${field}.${c}`, c) : c),
    subgroups: (counts) =>
      EQUITY_SUBGROUPS.filter((g) => g.fields.some((f) => Number(counts[f] ?? 0) > 0))
        .map((g) => word(`reports.series.sg_${g.key}`, g.key))
        .join(", "),
  };
}

function StudentDocument({ data, t, locale, labels }: { data: TStudentExport; t: TPdfT; locale: string; labels: TCodeLabels }) {
  const st = data.student;
  const none = (n: number) => (n === 0 ? <Text>{t("none")}</Text> : null);
  return (
    <Document title={t("title", { name: st.name })} author="SCUTA">
      <Page size="LETTER" style={s.page}>
        <Text style={s.title}>{t("title", { name: st.name })}</Text>
        <Text style={s.muted}>{t("exportedOn", { date: formatDate(data.exported_at.slice(0, 10), locale) })}</Text>
        <Text>{t("number", { value: st.student_number || "—" })}</Text>
        <Text>{t("grade", { value: st.grade ?? "—" })}</Text>
        <Text>{t("subgroups", { value: labels.subgroups(st.counts) || "—" })}</Text>
        <Text>{t("groups", { value: data.groups.map((g) => g.name).join(", ") || "—" })}</Text>
        {st.notes ? <Text>{t("notes", { value: st.notes })}</Text> : null}
        <Text style={s.h2}>{t("contacts", { count: data.contacts.length })}</Text>
        {none(data.contacts.length)}
        {data.contacts.length ? (
          <Table
            head={[t("date"), t("minutes"), t("activity"), t("category"), t("status")]}
            rows={data.contacts.map((c) => [formatDate(c.date, locale), c.minutes, c.via_group ? `${c.title} (${c.via_group})` : c.title, c.category, labels.status(c.status)])}
          />
        ) : null}
        <Text style={s.h2}>{t("referrals", { count: data.referrals.length })}</Text>
        {none(data.referrals.length)}
        {data.referrals.length ? (
          <Table
            head={[t("date"), t("direction"), t("reason"), t("status")]}
            rows={data.referrals.map((r) => [formatDate(r.date, locale), labels.direction(r.direction), r.reason || r.source, labels.referralStatus(r.status)])}
          />
        ) : null}
        <Text style={s.h2}>{t("answers", { count: data.survey_answers.length })}</Text>
        {none(data.survey_answers.length)}
        {data.survey_answers.map((a, i) => (
          <View key={i} wrap={false}>
            <Text>{`${a.survey} · ${a.phase} · ${formatDate(a.date, locale)}`}</Text>
            <Table head={[t("question"), t("answer")]} rows={a.answers.map((x) => [x.question, x.value])} wide={0} />
          </View>
        ))}
        <Text style={s.h2}>{t("pbis", { count: data.pbis.length })}</Text>
        {none(data.pbis.length)}
        {data.pbis.length ? (
          <Table
            head={[t("date"), t("type"), t("behavior"), t("location")]}
            rows={data.pbis.map((p) => [formatDate(p.date, locale), labels.pbis(p.type), labels.pbisOption("behavior", p.behavior), labels.pbisOption("location", p.location)])}
          />
        ) : null}
      </Page>
    </Document>
  );
}

export async function renderStudentPdf(data: TStudentExport, t: TPdfT, locale: string): Promise<Buffer> {
  const labels = await codeLabels(locale);
  return renderPdf(<StudentDocument data={data} t={t} locale={locale} labels={labels} />);
}
