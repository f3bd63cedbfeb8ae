import "server-only";
import { G, Path, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { geoDrawing } from "./geo";
import { colorOf, colorSteps, mapValues, NO_DATA_COLOR, valueText } from "./geo-scale";
import type { TReportChart } from "./types";

// A report's map in its PDF: the same areas and colour steps as the page's
// ChoroplethChart (components/reports/choropleth.tsx), drawn with @react-pdf's Svg, and a legend of
// the steps under it. The figures themselves are in the report's table below.

type TProps = { chart: TReportChart; width: number; height: number; noDataLabel?: string };

export function PdfChoropleth({ chart, width, height, noDataLabel = "–" }: TProps) {
  const values = mapValues(chart);
  const drawing = geoDrawing(chart.geo ?? { level: "states" }, [...values.keys()]);
  const steps = colorSteps(chart.unit, [...values.values()]);
  if (!drawing) return null;
  const legendH = 14;
  const mapH = Math.max(40, height - legendH);
  const scale = Math.min(width / drawing.width, mapH / drawing.height);
  return (
    <View>
      <Svg width={width} height={mapH} viewBox={`0 0 ${drawing.width} ${drawing.height}`}>
        <G>
          {drawing.areas.map((a) => (
            <Path key={a.id} d={a.d} fill={colorOf(steps, values.get(a.id))} stroke="#ffffff" strokeWidth={0.5 / Math.max(scale, 0.01)} />
          ))}
          {drawing.outline ? <Path d={drawing.outline} fill="none" stroke="#64748b" strokeWidth={0.8 / Math.max(scale, 0.01)} /> : null}
        </G>
      </Svg>
      <View style={{ flexDirection: "row", flexWrap: "wrap", marginTop: 4 }}>
        {[...steps.map((s) => ({ color: s.color, label: `${valueText(chart.unit, s.min, "")}–${valueText(chart.unit, s.max, "")}` })), { color: NO_DATA_COLOR, label: noDataLabel }].map((s) => (
          <View key={s.color} style={{ flexDirection: "row", alignItems: "center", marginRight: 8 }}>
            <Svg width={12} height={8}>
              <Rect x={0} y={0} width={12} height={8} fill={s.color} />
            </Svg>
            <Text style={{ fontSize: 7, marginLeft: 2 }}>{s.label}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}
