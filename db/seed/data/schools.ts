// Reference data: a sample of real US public school districts and schools with their
// NCES Common Core of Data ids (LEAID = 7 digits, NCESSCH = LEAID + 5 digits).
//
// Ids, names, cities and zip codes were taken from NCES public-school search exports.
// Names are given in title case (Florida's CCD names are upper case). `level` follows the
// NCES LEVEL codes: 1 primary (low grade PK-3, high grade up to 8, so PK-only and K-8
// schools are 1), 2 middle, 3 high, 4 other (e.g. 6-12 or K-12 configurations).
// titleOneAllocationCents is an illustrative Title I figure (integer cents) for the
// funding page, not an official allocation; null where not set.
import type { schoolDistricts, schools } from "../../schema";

export const SCHOOL_DISTRICTS: (typeof schoolDistricts.$inferInsert)[] = [
  {
    leaid: "5307710",
    name: "Seattle School District No. 1",
    state: "WA",
    city: "Seattle",
    zip: "98134",
    directTargetPercent: 80,
    ascaEdition: 4,
  },
  {
    leaid: "5302820",
    name: "Federal Way School District",
    state: "WA",
    city: "Federal Way",
    zip: "98003",
    directTargetPercent: 80,
    ascaEdition: 4,
  },
  {
    leaid: "5302310",
    name: "Eastmont School District",
    state: "WA",
    city: "East Wenatchee",
    zip: "98802",
    directTargetPercent: 80,
    ascaEdition: 4,
  },
  {
    leaid: "0608370",
    name: "Chico Unified School District",
    state: "CA",
    city: "Chico",
    zip: "95928",
    directTargetPercent: 80,
    ascaEdition: 4,
  },
  {
    leaid: "1200390",
    name: "Miami-Dade County Public Schools",
    state: "FL",
    city: "Miami",
    zip: "33132",
    directTargetPercent: 80,
    ascaEdition: 4,
  },
  {
    // Still uses the 3rd-edition (2012) ASCA category names.
    leaid: "1200960",
    name: "Jackson County School District",
    state: "FL",
    city: "Marianna",
    zip: "32446",
    directTargetPercent: 80,
    ascaEdition: 3,
  },
  {
    leaid: "2610110",
    name: "Clio Area School District",
    state: "MI",
    city: "Clio",
    zip: "48420",
    directTargetPercent: 80,
    ascaEdition: 4,
  },
];

export const SCHOOLS: (typeof schools.$inferInsert)[] = [
  // Seattle School District No. 1, WA — zip 98118 (Pacific time)
  { ncessch: "530771001249", schnam: "Aki Kurose Middle School", leaid: "5307710", city: "Seattle", zip: "98118", state: "WA", level: 2, timezone: "America/Los_Angeles", titleOneAllocationCents: 42_615_000 },
  { ncessch: "530771001234", schnam: "Alan T. Sugiyama High School", leaid: "5307710", city: "Seattle", zip: "98118", state: "WA", level: 3, timezone: "America/Los_Angeles", titleOneAllocationCents: null },
  { ncessch: "530771001161", schnam: "Dunlap Elementary School", leaid: "5307710", city: "Seattle", zip: "98118", state: "WA", level: 1, timezone: "America/Los_Angeles", titleOneAllocationCents: 31_872_500 },
  { ncessch: "530771001163", schnam: "Emerson Elementary School", leaid: "5307710", city: "Seattle", zip: "98118", state: "WA", level: 1, timezone: "America/Los_Angeles", titleOneAllocationCents: 29_540_000 },

  // Federal Way School District, WA — zip 98003 (Pacific time)
  { ncessch: "530282000435", schnam: "Federal Way High School", leaid: "5302820", city: "Federal Way", zip: "98003", state: "WA", level: 3, timezone: "America/Los_Angeles", titleOneAllocationCents: 55_318_000 },
  { ncessch: "530282002719", schnam: "Federal Way Public Academy", leaid: "5302820", city: "Federal Way", zip: "98003", state: "WA", level: 4, timezone: "America/Los_Angeles", titleOneAllocationCents: null },
  { ncessch: "530282003321", schnam: "Federal Way Public School ECEAP", leaid: "5302820", city: "Federal Way", zip: "98003", state: "WA", level: 1, timezone: "America/Los_Angeles", titleOneAllocationCents: null },
  { ncessch: "530282003320", schnam: "Federal Way Public Schools Headstart", leaid: "5302820", city: "Federal Way", zip: "98003", state: "WA", level: 1, timezone: "America/Los_Angeles", titleOneAllocationCents: null },

  // Eastmont School District, WA — zip 98802 (Pacific time)
  { ncessch: "530231003789", schnam: "Eastmont Academy", leaid: "5302310", city: "East Wenatchee", zip: "98802", state: "WA", level: 1, timezone: "America/Los_Angeles", titleOneAllocationCents: null },
  { ncessch: "530231000323", schnam: "Eastmont Junior High", leaid: "5302310", city: "East Wenatchee", zip: "98802", state: "WA", level: 2, timezone: "America/Los_Angeles", titleOneAllocationCents: 18_904_000 },
  { ncessch: "530231003236", schnam: "Eastmont Preschools", leaid: "5302310", city: "East Wenatchee", zip: "98802", state: "WA", level: 1, timezone: "America/Los_Angeles", titleOneAllocationCents: null },
  { ncessch: "530231000318", schnam: "Eastmont Senior High", leaid: "5302310", city: "East Wenatchee", zip: "98802", state: "WA", level: 3, timezone: "America/Los_Angeles", titleOneAllocationCents: null },

  // Chico Unified School District, CA — zip 95926 (Pacific time)
  { ncessch: "060837000815", schnam: "Chico High", leaid: "0608370", city: "Chico", zip: "95926", state: "CA", level: 3, timezone: "America/Los_Angeles", titleOneAllocationCents: null },
  { ncessch: "060837000814", schnam: "Chico Junior High", leaid: "0608370", city: "Chico", zip: "95926", state: "CA", level: 2, timezone: "America/Los_Angeles", titleOneAllocationCents: 22_175_000 },
  { ncessch: "060837012830", schnam: "Center for Alternative Learning", leaid: "0608370", city: "Chico", zip: "95926", state: "CA", level: 4, timezone: "America/Los_Angeles", titleOneAllocationCents: null },
  { ncessch: "060837011853", schnam: "Academy for Change", leaid: "0608370", city: "Chico", zip: "95926", state: "CA", level: 4, timezone: "America/Los_Angeles", titleOneAllocationCents: null },

  // Miami-Dade County Public Schools, FL — zip 33016 (Eastern time)
  { ncessch: "120039003341", schnam: "Mater Academy", leaid: "1200390", city: "Hialeah Gardens", zip: "33016", state: "FL", level: 1, timezone: "America/New_York", titleOneAllocationCents: 47_830_000 },
  { ncessch: "120039003838", schnam: "Mater Academy Charter High School", leaid: "1200390", city: "Hialeah Gardens", zip: "33016", state: "FL", level: 3, timezone: "America/New_York", titleOneAllocationCents: 61_245_000 },
  { ncessch: "120039004074", schnam: "Mater Academy Charter Middle School", leaid: "1200390", city: "Hialeah Gardens", zip: "33016", state: "FL", level: 2, timezone: "America/New_York", titleOneAllocationCents: 39_910_000 },
  { ncessch: "120039005494", schnam: "Mater Performing Arts & Entertainment Academy", leaid: "1200390", city: "Hialeah Gardens", zip: "33016", state: "FL", level: 3, timezone: "America/New_York", titleOneAllocationCents: null },

  // Miami-Dade County Public Schools, FL — zip 33130 (Eastern time)
  { ncessch: "120039004072", schnam: "Ada Merritt K-8 Center", leaid: "1200390", city: "Miami", zip: "33130", state: "FL", level: 1, timezone: "America/New_York", titleOneAllocationCents: null },
  { ncessch: "120039003833", schnam: "Mater Academy East Charter School", leaid: "1200390", city: "Miami", zip: "33130", state: "FL", level: 1, timezone: "America/New_York", titleOneAllocationCents: 28_760_000 },
  { ncessch: "120039007242", schnam: "Mater Academy East Preparatory", leaid: "1200390", city: "Miami", zip: "33130", state: "FL", level: 4, timezone: "America/New_York", titleOneAllocationCents: null },
  { ncessch: "120039008988", schnam: "Mater Academy Kiwanis", leaid: "1200390", city: "Miami", zip: "33130", state: "FL", level: 1, timezone: "America/New_York", titleOneAllocationCents: 15_380_000 },

  // Jackson County School District, FL — zip 32446 (Central time: the Florida panhandle)
  { ncessch: "120096001065", schnam: "Marianna High School", leaid: "1200960", city: "Marianna", zip: "32446", state: "FL", level: 3, timezone: "America/Chicago", titleOneAllocationCents: 34_120_000 },
  { ncessch: "120096008933", schnam: "Marianna K-8 School", leaid: "1200960", city: "Marianna", zip: "32446", state: "FL", level: 1, timezone: "America/Chicago", titleOneAllocationCents: 52_695_000 },
  { ncessch: "120096003192", schnam: "Jackson County Early Childhood Center", leaid: "1200960", city: "Marianna", zip: "32446", state: "FL", level: 1, timezone: "America/Chicago", titleOneAllocationCents: 12_850_000 },
  { ncessch: "120096009017", schnam: "Jackson Virtual School", leaid: "1200960", city: "Marianna", zip: "32446", state: "FL", level: 4, timezone: "America/Chicago", titleOneAllocationCents: null },

  // Clio Area School District, MI — zip 48420 (Eastern time, America/Detroit)
  { ncessch: "261011004498", schnam: "Clio Area High School", leaid: "2610110", city: "Clio", zip: "48420", state: "MI", level: 3, timezone: "America/Detroit", titleOneAllocationCents: null },
  { ncessch: "261011007828", schnam: "Clio Community High School", leaid: "2610110", city: "Clio", zip: "48420", state: "MI", level: 3, timezone: "America/Detroit", titleOneAllocationCents: null },
  { ncessch: "261011009038", schnam: "Clio Early Elementary", leaid: "2610110", city: "Clio", zip: "48420", state: "MI", level: 1, timezone: "America/Detroit", titleOneAllocationCents: 14_275_000 },
  { ncessch: "261011004499", schnam: "Clio Elementary", leaid: "2610110", city: "Clio", zip: "48420", state: "MI", level: 1, timezone: "America/Detroit", titleOneAllocationCents: 19_630_000 },
  { ncessch: "261011004501", schnam: "Clio Intermediate School", leaid: "2610110", city: "Clio", zip: "48420", state: "MI", level: 1, timezone: "America/Detroit", titleOneAllocationCents: null },
  { ncessch: "261011004500", schnam: "Clio Middle School", leaid: "2610110", city: "Clio", zip: "48420", state: "MI", level: 2, timezone: "America/Detroit", titleOneAllocationCents: 21_385_000 },
  { ncessch: "261011008804", schnam: "Clio Learning Center", leaid: "2610110", city: "Clio", zip: "48420", state: "MI", level: 3, timezone: "America/Detroit", titleOneAllocationCents: null },
];

// Demo fixtures: Seattle (4 schools in zip 98118), its Aki Kurose Middle School,
// and Miami-Dade as a second, unrelated district.
export const DEMO_DISTRICT_LEAID = "5307710";
export const DEMO_SCHOOL_NCESSCH = "530771001249";
export const DEMO_OTHER_DISTRICT_LEAID = "1200390";
