import { G, Line, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { styles } from "@/lib/billing/pdf/styles";
import type { TPdfT } from "@/lib/pdf/strings";
import type { TStatementResult } from "../results";

// The results PDF's bar chart: per statement, the pre and post averages on the survey's Likert scale,
// drawn with @react-pdf's SVG primitives. Labels are ordinary text under and beside the plot (S1, S2…).

export const PRE_COLOR = "#94a3b8";
export const POST_COLOR = "#1d4ed8";
const WIDTH = 440;
const HEIGHT = 150;
const AXIS = 28;

export function ResultsChart({ t, statements, levels }: { t: TPdfT; statements: TStatementResult[]; levels: number }) {
  const n = Math.max(statements.length, 1);
  const group = WIDTH / n;
  const bar = Math.min(group * 0.32, 36);
  const y = (v: number) => HEIGHT - (Math.max(0, Math.min(v, levels)) / levels) * HEIGHT;
  const ticks = Array.from({ length: levels + 1 }, (_, i) => i);
  return (
    <View wrap={false} style={{ marginBottom: 12 }}>
      <View style={{ flexDirection: "row" }}>
        <View style={{ width: AXIS, height: HEIGHT, position: "relative" }}>
          {ticks.map((v) => (
            <Text key={v} style={{ position: "absolute", right: 4, top: y(v) - 5, fontSize: 8, color: "#475569" }}>
              {String(v)}
            </Text>
          ))}
        </View>
        <Svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
          {ticks.map((v) => (
            <Line key={v} x1={0} x2={WIDTH} y1={y(v)} y2={y(v)} stroke="#e2e8f0" strokeWidth={0.5} />
          ))}
          {statements.map((s, i) => {
            const x = i * group + group / 2;
            return (
              <G key={s.id}>
                <Rect x={x - bar - 1} y={y(s.pre)} width={bar} height={HEIGHT - y(s.pre)} fill={PRE_COLOR} />
                <Rect x={x + 1} y={y(s.post)} width={bar} height={HEIGHT - y(s.post)} fill={POST_COLOR} />
              </G>
            );
          })}
          <Line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#1e293b" strokeWidth={1} />
        </Svg>
      </View>
      <View style={{ flexDirection: "row", marginLeft: AXIS, width: WIDTH }}>
        {statements.map((s, i) => (
          <Text key={s.id} style={{ width: group, textAlign: "center", fontSize: 8 }}>
            {t("results.statementShort", { n: String(i + 1) })}
          </Text>
        ))}
      </View>
      <View style={{ flexDirection: "row", marginLeft: AXIS, marginTop: 6 }}>
        <View style={{ width: 8, height: 8, backgroundColor: PRE_COLOR, marginRight: 4, marginTop: 1 }} />
        <Text style={[styles.small, { marginRight: 12 }]}>{t("results.pre")}</Text>
        <View style={{ width: 8, height: 8, backgroundColor: POST_COLOR, marginRight: 4, marginTop: 1 }} />
        <Text style={styles.small}>{t("results.post")}</Text>
      </View>
    </View>
  );
}
