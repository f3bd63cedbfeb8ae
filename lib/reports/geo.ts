import "server-only";
import { geoIdentity, geoPath } from "d3-geo";
import { mesh } from "topojson-client";
import type { GeometryCollection } from "topojson-specification";
import { stateCodeOfFips, stateFipsOf } from "./geo-codes";
import { loadAtlas } from "./geo-atlas";

// The maps' drawings: us-atlas' counties-albers-10m TopoJSON, already projected
// (Albers USA, 975 × 610), so drawing needs no projection maths: geoIdentity, and for one state's
// counties a fit of that state into the frame. The topology is parsed once per process and each
// drawing is cached; a page receives only the path strings of the areas it shows.

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

export type TGeoArea = { id: string; name: string; d: string };
/** A drawing: the areas (id = USPS code or 5-digit county FIPS), and outlines drawn over them (state borders). */
export type TGeoDrawing = { width: number; height: number; areas: TGeoArea[]; outline: string | null };

const drawings = new Map<string, TGeoDrawing>();

function pathOf(projection: ReturnType<typeof geoIdentity> | null) {
  return geoPath(projection).digits(1);
}

/** The 51 states (id: USPS code) in the national frame. */
function statesDrawing(): TGeoDrawing {
  const a = loadAtlas();
  const path = pathOf(null);
  const areas = a.states.flatMap((f) => {
    const code = stateCodeOfFips(String(f.id));
    return code ? [{ id: code, name: f.properties.name, d: path(f) ?? "" }] : [];
  });
  return { width: MAP_WIDTH, height: MAP_HEIGHT, areas, outline: null };
}

/** One state's counties (id: 5-digit FIPS) fitted into the frame; null for an unknown state. */
function stateCountiesDrawing(state: string): TGeoDrawing | null {
  const fips = stateFipsOf(state);
  const a = loadAtlas();
  const shape = fips ? a.states.find((f) => f.id === fips) : undefined;
  if (!fips || !shape) return null;
  const projection = geoIdentity().fitExtent(
    [
      [8, 8],
      [MAP_WIDTH - 8, MAP_HEIGHT - 8],
    ],
    shape,
  );
  const path = pathOf(projection);
  const areas = a.counties.filter((f) => String(f.id).startsWith(fips)).map((f) => ({ id: String(f.id), name: f.properties.name, d: path(f) ?? "" }));
  return { width: MAP_WIDTH, height: MAP_HEIGHT, areas, outline: path(shape) };
}

let nationalCounties: { byId: Map<string, TGeoArea>; outline: string } | null = null;

/** Counties anywhere (id: 5-digit FIPS) in the national frame, over the state borders: only the ones asked for. */
function nationalCountiesDrawing(ids: readonly string[]): TGeoDrawing {
  if (!nationalCounties) {
    const a = loadAtlas();
    const path = pathOf(null);
    const byId = new Map(a.counties.map((f) => [String(f.id), { id: String(f.id), name: f.properties.name, d: path(f) ?? "" }]));
    const borders = mesh(a.topology, a.topology.objects.states as GeometryCollection);
    nationalCounties = { byId, outline: path(borders) ?? "" };
  }
  const { byId, outline } = nationalCounties;
  return { width: MAP_WIDTH, height: MAP_HEIGHT, areas: ids.flatMap((id) => byId.get(id) ?? []), outline };
}

/**
 * The drawing of a map chart's `geo`: the states; one state's counties; or, without a state, the
 * counties in `ids` on the national frame (a national county report draws only the counties it has).
 */
export function geoDrawing(geo: { level: "states" | "counties"; state?: string }, ids: readonly string[] = []): TGeoDrawing | null {
  if (geo.level === "states") {
    const hit = drawings.get("states") ?? statesDrawing();
    drawings.set("states", hit);
    return hit;
  }
  if (geo.state) {
    const key = `counties:${geo.state}`;
    const hit = drawings.get(key) ?? stateCountiesDrawing(geo.state);
    if (hit) drawings.set(key, hit);
    return hit;
  }
  return nationalCountiesDrawing(ids);
}
