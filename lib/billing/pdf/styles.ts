import { Font, StyleSheet } from "@react-pdf/renderer";

// Words wrap whole: English hyphenation patterns would break German and Italian words (and emails,
// product names) wrongly, and skipping them makes a quote render about a quarter faster.
Font.registerHyphenationCallback((word) => [word]);

// One look for the three PDFs: US Letter, the built-in Helvetica (no font downloads), slate text.
const INK = "#1e293b";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const ACCENT = "#1d4ed8";

export const styles = StyleSheet.create({
  page: { paddingTop: 44, paddingBottom: 64, paddingHorizontal: 48, fontFamily: "Helvetica", fontSize: 10, color: INK, lineHeight: 1.35 },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 22 },
  // A large size needs its own line height: the page's is inherited in points, not as a factor.
  brand: { fontFamily: "Helvetica-Bold", fontSize: 20, lineHeight: 1.2, color: ACCENT },
  muted: { color: MUTED },
  small: { fontSize: 8.5, color: MUTED },
  titleBlock: { alignItems: "flex-end" },
  title: { fontFamily: "Helvetica-Bold", fontSize: 22, lineHeight: 1.2, marginBottom: 4 },
  bold: { fontFamily: "Helvetica-Bold" },
  sectionTitle: { fontFamily: "Helvetica-Bold", fontSize: 11, marginBottom: 4 },
  section: { marginBottom: 16 },
  twoColumns: { flexDirection: "row", justifyContent: "space-between", marginBottom: 16 },
  column: { width: "48%" },
  table: { borderTopWidth: 1, borderTopColor: INK, marginBottom: 10 },
  headRow: { flexDirection: "row", backgroundColor: "#e2e8f0", paddingVertical: 4, fontFamily: "Helvetica-Bold", fontSize: 9 },
  row: { flexDirection: "row", paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: RULE },
  colProduct: { width: "40%", paddingLeft: 4 },
  colQty: { width: "10%", textAlign: "right" },
  colUnit: { width: "17%", textAlign: "right" },
  colYears: { width: "10%", textAlign: "right" },
  colTotal: { width: "23%", textAlign: "right", paddingRight: 4 },
  totals: { alignSelf: "flex-end", width: "55%", marginBottom: 14 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2, paddingHorizontal: 4 },
  dueRow: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingVertical: 5,
    paddingHorizontal: 4,
    marginTop: 3,
    borderTopWidth: 1,
    borderTopColor: INK,
    fontFamily: "Helvetica-Bold",
    fontSize: 12,
    lineHeight: 1.3,
  },
  box: { borderWidth: 1, borderColor: RULE, borderRadius: 4, padding: 10, marginBottom: 12 },
  paragraph: { marginBottom: 8 },
  bullet: { flexDirection: "row", marginBottom: 4, paddingLeft: 6 },
  bulletMark: { width: 12 },
  bulletText: { flex: 1 },
  footer: { position: "absolute", bottom: 28, left: 48, right: 48, fontSize: 8, color: MUTED, textAlign: "center" },
});
