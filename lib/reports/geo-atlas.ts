import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { feature } from "topojson-client";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import { stateCodeOfFips } from "./geo-codes";

// The US atlas (us-atlas counties-albers-10m: counties, states and nation, projected to 975 × 610),
// parsed once per process. Not 'server-only': the seed script reads the counties from it too.

type TProps = { name: string };
type TAtlas = { states: Feature<Geometry, TProps>[]; counties: Feature<Geometry, TProps>[]; topology: Topology };

let atlas: TAtlas | null = null;

const ATLAS = "us-atlas/counties-albers-10m.json";

/**
 * The atlas file under the app's node_modules (dev, tests, the seed script and the built server all
 * run from the project's root), else resolved as a package. A bundled server's require.resolve
 * answers a module id, not a path (reading it failed with EBADF and stopped the server's start), so
 * only a string that names an existing file is used.
 */
function atlasFile(): string {
  const local = path.join(process.cwd(), "node_modules", ATLAS);
  if (existsSync(local)) return local;
  try {
    const resolved: unknown = createRequire(import.meta.url).resolve(ATLAS);
    if (typeof resolved === "string" && existsSync(resolved)) return resolved;
  } catch {
    // Not resolvable as a package: the local path's error below says which file is missing.
  }
  return local;
}

export function loadAtlas(): TAtlas {
  if (atlas) return atlas;
  const topology = JSON.parse(readFileSync(atlasFile(), "utf8")) as Topology;
  const states = feature(topology, topology.objects.states as GeometryCollection<TProps>) as FeatureCollection<Geometry, TProps>;
  const counties = feature(topology, topology.objects.counties as GeometryCollection<TProps>) as FeatureCollection<Geometry, TProps>;
  atlas = { states: states.features, counties: counties.features, topology };
  return atlas;
}

/** Every county of the atlas (5-digit FIPS, name, USPS state): the counties reference data. */
export function atlasCounties(): { fips: string; name: string; state: string }[] {
  return loadAtlas().counties.flatMap((f) => {
    const fips = String(f.id);
    const state = stateCodeOfFips(fips.slice(0, 2));
    return state ? [{ fips, name: f.properties.name, state }] : [];
  });
}
