// Reference data: US universities with CACREP-accredited school-counseling programs.
// ipedsid is the institution's IPEDS UnitID.
import type { universities } from "../../schema";

export const UNIVERSITIES: (typeof universities.$inferInsert)[] = [
  { ipedsid: 132903, name: "University of Central Florida", city: "Orlando", zip: "32816", state: "FL", domain: "ucf.edu", appId: 2, logo: null },
  { ipedsid: 134130, name: "University of Florida", city: "Gainesville", zip: "32611", state: "FL", domain: "ufl.edu", appId: 2, logo: null },
  { ipedsid: 139959, name: "University of Georgia", city: "Athens", zip: "30602", state: "GA", domain: "uga.edu", appId: 2, logo: null },
  { ipedsid: 199148, name: "University of North Carolina at Greensboro", city: "Greensboro", zip: "27412", state: "NC", domain: "uncg.edu", appId: 2, logo: null },
  { ipedsid: 199847, name: "Wake Forest University", city: "Winston-Salem", zip: "27109", state: "NC", domain: "wfu.edu", appId: 2, logo: null },
  { ipedsid: 204796, name: "The Ohio State University", city: "Columbus", zip: "43210", state: "OH", domain: "osu.edu", appId: 2, logo: null },
  { ipedsid: 203517, name: "Kent State University", city: "Kent", zip: "44242", state: "OH", domain: "kent.edu", appId: 2, logo: null },
  { ipedsid: 214777, name: "The Pennsylvania State University", city: "University Park", zip: "16802", state: "PA", domain: "psu.edu", appId: 2, logo: null },
  { ipedsid: 231624, name: "William & Mary", city: "Williamsburg", zip: "23187", state: "VA", domain: "wm.edu", appId: 2, logo: null },
  { ipedsid: 153658, name: "University of Iowa", city: "Iowa City", zip: "52242", state: "IA", domain: "uiowa.edu", appId: 2, logo: null },
];

export const DEMO_UNIVERSITY_IPEDSID = 132903;
