import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "../client";
import * as s from "../schema";
import { DEMO_UNIVERSITY_IPEDSID } from "./data/universities";

// University demo data: the demo university's rubric, two courses with three assignments each (the
// faculty account's pages show them), and a past conference with visitors' feedback (the admin's
// /app/conference_feedback). Sessions and enrolments are seeded with the sessions feature.

const COURSES = [
  {
    courseCode: "COUN 6800",
    name: "School Counseling Practicum",
    description: "Supervised practice in a K-12 school counseling programme.",
    credits: 3,
    assignments: ["Use-of-time log (four weeks)", "Small-group lesson plan", "Case conceptualisation"],
  },
  {
    courseCode: "COUN 6721",
    name: "Comprehensive School Counseling Programs",
    description: "Designing, delivering and evaluating a data-driven school counseling programme.",
    credits: 3,
    assignments: ["Annual calendar draft", "Closing-the-gap action plan", "Advisory council agenda"],
  },
] as const;

export async function seedDemoUniversity(tx: TDbOrTx, now: Date): Promise<void> {
  const ipedsid = DEMO_UNIVERSITY_IPEDSID;
  await tx
    .insert(s.universityRubrics)
    .values({
      ipedsid,
      l1: "Did Not Submit/ Complete",
      l2: "Needs Improvement",
      l3: "Meets Expectations",
      l4: "Exceeds Expectations",
      l1Points: 0,
      l2Points: 19,
      l3Points: 23,
      l4Points: 25,
      l5Points: 0,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [faculty] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.username, "faculty"));
  for (const c of COURSES) {
    const [existing] = await tx
      .select({ id: s.universityCourses.id })
      .from(s.universityCourses)
      .where(and(eq(s.universityCourses.ipedsid, ipedsid), eq(s.universityCourses.courseCode, c.courseCode)));
    if (existing) continue;
    const [course] = await tx
      .insert(s.universityCourses)
      .values({ ipedsid, courseCode: c.courseCode, name: c.name, description: c.description, credits: c.credits, createdBy: faculty?.id ?? null, createdAt: now, updatedAt: now })
      .returning({ id: s.universityCourses.id });
    await tx.insert(s.universityCourseAssignments).values(c.assignments.map((name, i) => ({ courseId: course.id, ipedsid, name, sort: i + 1, createdAt: now, updatedAt: now })));
  }
  // A conference that has taken place, with feedback from three visitors.
  const [conference] = await tx
    .insert(s.conferences)
    .values({ slug: "fsca2026", name: "Florida School Counselor Association Conference 2026", startDate: "2026-10-22", endDate: "2026-10-24", city: "Orlando", state: "FL", status: "Exhibiting" })
    .onConflictDoNothing()
    .returning({ id: s.conferences.id });
  if (conference) {
    await tx.insert(s.conferenceFeedback).values([
      {
        conferenceId: conference.id,
        name: "Dana Price",
        email: "dana.price@example.org",
        school: "Lake Nona High School",
        rating: 5,
        comment: "The use-of-time session was the most practical hour of the conference.",
        createdAt: now,
      },
      { conferenceId: conference.id, name: "Luis Ortega", email: "", school: "Oviedo Middle School", rating: 4, comment: "Good demo; I would like more on MTSS reports.", createdAt: now },
      { conferenceId: conference.id, name: "", email: "", school: "", rating: 3, comment: "", createdAt: now },
    ]);
  }
}
