// Reference data from the ASCA National Model and the ASCA Student Standards.
// - Use-of-time groups and the seeded (shared, leaid null) categories for the
//   4th edition (2019) and, for districts that still use them, the 3rd edition (2012).
// - ASCA Student Standards: Mindsets & Behaviors for Student Success, 2021 (default)
//   and 2014 (kept for old data, each mapped to its closest 2021 standard).
// - Grade levels Pre-K to 12.
import type { grades, standards, useOfTimeCategories, useOfTimeGroups } from "../../schema";

// ---------------------------------------------------------------------------
// Use-of-time groups
// targetKind: "direct" counts toward the direct+indirect target (80% by default),
// "support" is capped (20% by default), "none" should be 0%.
// ---------------------------------------------------------------------------
export const USE_OF_TIME_GROUPS: (typeof useOfTimeGroups.$inferInsert)[] = [
  // 4th edition (2019)
  { id: 1, key: "direct", name: "Direct student services", edition: 4, sort: 1, targetKind: "direct" },
  { id: 2, key: "indirect", name: "Indirect student services", edition: 4, sort: 2, targetKind: "direct" },
  { id: 3, key: "support", name: "Program planning and school support", edition: 4, sort: 3, targetKind: "support" },
  { id: 4, key: "non_counseling", name: "Non-school-counseling tasks", edition: 4, sort: 4, targetKind: "none" },
  // 3rd edition (2012)
  { id: 11, key: "core_curriculum", name: "School counseling core curriculum", edition: 3, sort: 1, targetKind: "direct" },
  { id: 12, key: "individual_planning", name: "Individual student planning", edition: 3, sort: 2, targetKind: "direct" },
  { id: 13, key: "responsive_services", name: "Responsive services", edition: 3, sort: 3, targetKind: "direct" },
  { id: 14, key: "program_management", name: "Program management and school support", edition: 3, sort: 4, targetKind: "support" },
  { id: 15, key: "non_counseling_2012", name: "Non-school-counseling tasks", edition: 3, sort: 5, targetKind: "none" },
];

// ---------------------------------------------------------------------------
// Seeded use-of-time categories (shared by all: leaid null). Each description gives
// concrete examples, because counselors often find the category names unclear.
// Colors: one hue per group, shades within the group.
// 4th edition: ids 1..15; 3rd edition: ids 101..114.
// ---------------------------------------------------------------------------
export const USE_OF_TIME_CATEGORIES: (typeof useOfTimeCategories.$inferInsert)[] = [
  // --- 4th edition: Direct student services (green) ---
  {
    id: 1,
    groupId: 1,
    parentId: null,
    name: "Instruction",
    description:
      "Teaching the school counseling curriculum: classroom lessons, small-group lessons and large-group or school-wide presentations (e.g. a study-skills lesson, a college-application workshop, a bullying-prevention assembly).",
    color: "#166534",
    leaid: null,
    sort: 1,
  },
  {
    id: 2,
    groupId: 1,
    parentId: null,
    name: "Appraisal and advisement",
    description:
      "Helping students assess their abilities, interests and achievement and plan from it: reviewing test scores, transcripts or interest inventories with a student, academic/four-year plans, course selection, college and career advice, graduation checks.",
    color: "#15803d",
    leaid: null,
    sort: 2,
  },
  {
    id: 3,
    groupId: 1,
    parentId: null,
    name: "Counseling",
    description:
      "Short-term individual or small-group counseling and crisis response (e.g. a check-in with an anxious student, a grief or friendship group, a suicide-risk assessment, supporting students after a crisis).",
    color: "#16a34a",
    leaid: null,
    sort: 3,
  },
  // --- 4th edition: Indirect student services (blue) ---
  {
    id: 4,
    groupId: 2,
    parentId: null,
    name: "Consultation",
    description:
      "Sharing strategies on behalf of a student with parents/guardians, teachers, administrators or outside providers (e.g. a parent call about attendance, advising a teacher on a student's behavior, talking with a student's therapist).",
    color: "#1e40af",
    leaid: null,
    sort: 4,
  },
  {
    id: 5,
    groupId: 2,
    parentId: null,
    name: "Collaboration",
    description:
      "Working with others to support students: student-support/MTSS or PBIS team meetings, IEP and 504 meetings as a participant, parent workshops, community partnerships, advisory council meetings.",
    color: "#1d4ed8",
    leaid: null,
    sort: 5,
  },
  {
    id: 6,
    groupId: 2,
    parentId: null,
    name: "Referrals",
    description:
      "Connecting students and families to school or community resources and following up (e.g. mental-health counseling, social services, food or housing help, medical or special-education evaluation).",
    color: "#2563eb",
    leaid: null,
    sort: 6,
  },
  // --- 4th edition: Program planning and school support (amber) ---
  {
    id: 7,
    groupId: 3,
    parentId: null,
    name: "Program planning",
    description:
      "Planning the school counseling program: annual and weekly calendars, classroom/group and closing-the-gap action plans, vision and mission statements, the annual administrative conference, preparing lessons and groups.",
    color: "#92400e",
    leaid: null,
    sort: 7,
  },
  {
    id: 8,
    groupId: 3,
    parentId: null,
    name: "Program management and data",
    description:
      "Running and evaluating the program: reviewing school data, scoring pre/post-tests, results reports, the use-of-time assessment, logging, advisory council follow-up, professional development and supervision.",
    color: "#b45309",
    leaid: null,
    sort: 8,
  },
  {
    id: 9,
    groupId: 3,
    parentId: null,
    name: "School support/fair-share responsibilities",
    description:
      "Duties every staff member shares in fair proportion: faculty and department meetings, school committees, occasional event supervision or chaperoning, back-to-school night, graduation.",
    color: "#d97706",
    leaid: null,
    sort: 9,
  },
  // --- 4th edition: Non-school-counseling tasks (red) ---
  {
    id: 10,
    groupId: 4,
    parentId: null,
    name: "Testing coordination",
    description: "Coordinating or administering school-wide, state or AP tests: building testing schedules, counting and distributing test materials, proctoring, make-up testing.",
    color: "#7f1d1d",
    leaid: null,
    sort: 10,
  },
  {
    id: 11,
    groupId: 4,
    parentId: null,
    name: "Lunch/bus/hall duty",
    description: "Routine supervision: cafeteria, bus arrival and dismissal, hallways, recess, study hall.",
    color: "#991b1b",
    leaid: null,
    sort: 11,
  },
  {
    id: 12,
    groupId: 4,
    parentId: null,
    name: "Discipline",
    description: "Acting as disciplinarian: deciding consequences, running detention or in-school suspension, investigating incidents. (Counseling a student about behavior belongs under Counseling.)",
    color: "#b91c1c",
    leaid: null,
    sort: 12,
  },
  {
    id: 13,
    groupId: 4,
    parentId: null,
    name: "Substitute teaching",
    description: "Covering classes for absent teachers, or covering for absent administrators.",
    color: "#c81e1e",
    leaid: null,
    sort: 13,
  },
  {
    id: 14,
    groupId: 4,
    parentId: null,
    name: "Clerical/record keeping",
    description:
      "Clerical work outside the program: maintaining student records and files, enrolling or withdrawing students, computing grade-point averages, sending transcripts, data entry for others.",
    color: "#dc2626",
    leaid: null,
    sort: 14,
  },
  {
    id: 15,
    groupId: 4,
    parentId: null,
    name: "Other non-counseling duties",
    description: "Any other task outside the school counselor's role, e.g. building the master schedule, coordinating 504 plans, tracking attendance, serving as acting administrator, fundraising.",
    color: "#e53e3e",
    leaid: null,
    sort: 15,
  },

  // --- 3rd edition: School counseling core curriculum (purple) ---
  {
    id: 101,
    groupId: 11,
    parentId: null,
    name: "Classroom lessons",
    description: "Core curriculum lessons taught in classrooms (e.g. a goal-setting lesson for grade 9, anti-bullying or career-exploration lessons).",
    color: "#6b21a8",
    leaid: null,
    sort: 1,
  },
  {
    id: 102,
    groupId: 11,
    parentId: null,
    name: "Group activities",
    description: "Planned large-group or school-wide activities outside the classroom: orientation, career fairs, college nights, assemblies.",
    color: "#7e22ce",
    leaid: null,
    sort: 2,
  },
  // --- 3rd edition: Individual student planning (teal) ---
  {
    id: 103,
    groupId: 12,
    parentId: null,
    name: "Individual planning",
    description: "Helping a student set personal goals and plan for the future: academic and four-year plans, course selection, transition planning.",
    color: "#115e59",
    leaid: null,
    sort: 3,
  },
  {
    id: 104,
    groupId: 12,
    parentId: null,
    name: "Appraisal",
    description: "Helping a student assess and interpret their abilities, interests, skills and achievement (e.g. reviewing test scores or an interest inventory together).",
    color: "#0f766e",
    leaid: null,
    sort: 4,
  },
  {
    id: 105,
    groupId: 12,
    parentId: null,
    name: "Advisement",
    description: "Recommendations based on appraisal, tests and records: college and career advice, course and program choices.",
    color: "#0d9488",
    leaid: null,
    sort: 5,
  },
  // --- 3rd edition: Responsive services (blue) ---
  {
    id: 106,
    groupId: 13,
    parentId: null,
    name: "Individual counseling",
    description: "One-to-one counseling about personal, social, academic or career concerns.",
    color: "#075985",
    leaid: null,
    sort: 6,
  },
  {
    id: 107,
    groupId: 13,
    parentId: null,
    name: "Small-group counseling",
    description: "Counseling groups on a shared concern, e.g. grief, changing families, anger management, friendship skills.",
    color: "#0369a1",
    leaid: null,
    sort: 7,
  },
  {
    id: 108,
    groupId: 13,
    parentId: null,
    name: "Crisis response",
    description: "Responding to a student or school crisis: suicide-risk assessment, safety planning, support after a death or emergency.",
    color: "#0284c7",
    leaid: null,
    sort: 8,
  },
  {
    id: 109,
    groupId: 13,
    parentId: null,
    name: "Consultation",
    description: "Consulting with parents, teachers, administrators or agencies on behalf of a student (e.g. a parent conference, advising a teacher).",
    color: "#0e7490",
    leaid: null,
    sort: 9,
  },
  {
    id: 110,
    groupId: 13,
    parentId: null,
    name: "Referrals",
    description: "Referring students and families to school or community resources such as mental-health or social services, and following up.",
    color: "#155e75",
    leaid: null,
    sort: 10,
  },
  // --- 3rd edition: Program management and school support (amber) ---
  {
    id: 111,
    groupId: 14,
    parentId: null,
    name: "Program management",
    description: "Planning, managing and evaluating the program: calendars, action plans, data analysis, advisory council, results reports.",
    color: "#92400e",
    leaid: null,
    sort: 11,
  },
  {
    id: 112,
    groupId: 14,
    parentId: null,
    name: "Fair-share responsibilities",
    description: "Duties shared equally by all staff: faculty meetings, committees, occasional supervision of school events.",
    color: "#b45309",
    leaid: null,
    sort: 12,
  },
  {
    id: 113,
    groupId: 14,
    parentId: null,
    name: "Professional development",
    description: "Training, conferences, professional reading and clinical supervision that improve the counseling program.",
    color: "#d97706",
    leaid: null,
    sort: 13,
  },
  // --- 3rd edition: Non-school-counseling tasks (red) ---
  {
    id: 114,
    groupId: 15,
    parentId: null,
    name: "Non-counseling duties",
    description: "Tasks outside the counselor's role: test coordination, lunch/bus/hall duty, discipline, substitute teaching, clerical work, building the master schedule.",
    color: "#b91c1c",
    leaid: null,
    sort: 14,
  },
];

// ---------------------------------------------------------------------------
// ASCA Student Standards: Mindsets & Behaviors for Student Success
// ---------------------------------------------------------------------------
type StandardRow = typeof standards.$inferInsert;

function std(id: number, edition: number, domain: string, num: number, name: string, mapsToId: number | null): StandardRow {
  return { id, edition, domain, number: num, abbrev: `${domain} ${num}`, name, mapsToId };
}

// 2021 edition: ids 1..36 (M 1-6 = 1-6, B-LS 1-10 = 7-16, B-SMS 1-10 = 17-26, B-SS 1-10 = 27-36).
export const STANDARDS_2021: StandardRow[] = [
  std(1, 2021, "M", 1, "Belief in development of whole self, including a healthy balance of mental, social/emotional and physical well-being", null),
  std(2, 2021, "M", 2, "Sense of acceptance, respect, support and inclusion for self and others in the school environment", null),
  std(3, 2021, "M", 3, "Positive attitude toward work and learning", null),
  std(4, 2021, "M", 4, "Self-confidence in ability to succeed", null),
  std(5, 2021, "M", 5, "Belief in using abilities to their fullest to achieve high-quality results and outcomes", null),
  std(6, 2021, "M", 6, "Understanding that postsecondary education and lifelong learning are necessary for long-term career success", null),

  std(7, 2021, "B-LS", 1, "Critical-thinking skills to make informed decisions", null),
  std(8, 2021, "B-LS", 2, "Creative approach to learning, tasks and problem solving", null),
  std(9, 2021, "B-LS", 3, "Time-management, organizational and study skills", null),
  std(10, 2021, "B-LS", 4, "Self-motivation and self-direction for learning", null),
  std(11, 2021, "B-LS", 5, "Media and technology skills to enhance learning", null),
  std(12, 2021, "B-LS", 6, "High-quality standards for tasks and activities", null),
  std(13, 2021, "B-LS", 7, "Long- and short-term academic, career and social/emotional goals", null),
  std(14, 2021, "B-LS", 8, "Engagement in challenging coursework", null),
  std(15, 2021, "B-LS", 9, "Decision-making informed by gathering evidence, getting others' perspectives and recognizing personal bias", null),
  std(16, 2021, "B-LS", 10, "Participation in enrichment and extracurricular activities", null),

  std(17, 2021, "B-SMS", 1, "Responsibility for self and actions", null),
  std(18, 2021, "B-SMS", 2, "Self-discipline and self-control", null),
  std(19, 2021, "B-SMS", 3, "Independent work", null),
  std(20, 2021, "B-SMS", 4, "Delayed gratification for long-term rewards", null),
  std(21, 2021, "B-SMS", 5, "Perseverance to achieve long- and short-term goals", null),
  std(22, 2021, "B-SMS", 6, "Ability to identify and overcome barriers", null),
  std(23, 2021, "B-SMS", 7, "Effective coping skills", null),
  std(24, 2021, "B-SMS", 8, "Balance of school, home and community activities", null),
  std(25, 2021, "B-SMS", 9, "Personal safety skills", null),
  std(26, 2021, "B-SMS", 10, "Ability to manage transitions and adapt to changing situations and responsibilities", null),

  std(27, 2021, "B-SS", 1, "Effective oral and written communication skills and listening skills", null),
  std(28, 2021, "B-SS", 2, "Positive, respectful and supportive relationships with students who are similar to and different from them", null),
  std(29, 2021, "B-SS", 3, "Positive relationships with adults to support success", null),
  std(30, 2021, "B-SS", 4, "Empathy", null),
  std(31, 2021, "B-SS", 5, "Ethical decision-making and social responsibility", null),
  std(32, 2021, "B-SS", 6, "Effective collaboration and cooperation skills", null),
  std(33, 2021, "B-SS", 7, "Leadership and teamwork skills to work effectively in diverse groups", null),
  std(34, 2021, "B-SS", 8, "Advocacy skills for self and others and ability to assert self, when necessary", null),
  std(35, 2021, "B-SS", 9, "Social maturity and behaviors appropriate to the situation and environment", null),
  std(36, 2021, "B-SS", 10, "Cultural awareness, sensitivity and responsiveness", null),
];

// 2014 edition: ids 101..135 (M 1-6 = 101-106, B-LS 1-10 = 107-116, B-SMS 1-10 = 117-126,
// B-SS 1-9 = 127-135). The 2014 mindsets are in another order than 2021's, so mapsToId
// points at the 2021 mindset with the same meaning; behaviors map number for number.
export const STANDARDS_2014: StandardRow[] = [
  std(101, 2014, "M", 1, "Belief in development of whole self, including a healthy balance of mental, social/emotional and physical well-being", 1),
  std(102, 2014, "M", 2, "Self-confidence in ability to succeed", 4),
  std(103, 2014, "M", 3, "Sense of belonging in the school environment", 2),
  std(104, 2014, "M", 4, "Understanding that postsecondary education and life-long learning are necessary for long-term career success", 6),
  std(105, 2014, "M", 5, "Belief in using abilities to their fullest to achieve high-quality results and outcomes", 5),
  std(106, 2014, "M", 6, "Positive attitude toward work and learning", 3),

  std(107, 2014, "B-LS", 1, "Demonstrate critical-thinking skills to make informed decisions", 7),
  std(108, 2014, "B-LS", 2, "Demonstrate creativity", 8),
  std(109, 2014, "B-LS", 3, "Use time-management, organizational and study skills", 9),
  std(110, 2014, "B-LS", 4, "Apply self-motivation and self-direction to learning", 10),
  std(111, 2014, "B-LS", 5, "Apply media and technology skills", 11),
  std(112, 2014, "B-LS", 6, "Set high standards of quality", 12),
  std(113, 2014, "B-LS", 7, "Identify long- and short-term academic, career and social/emotional goals", 13),
  std(114, 2014, "B-LS", 8, "Actively engage in challenging coursework", 14),
  std(115, 2014, "B-LS", 9, "Gather evidence and consider multiple perspectives to make informed decisions", 15),
  std(116, 2014, "B-LS", 10, "Participate in enrichment and extracurricular activities", 16),

  std(117, 2014, "B-SMS", 1, "Demonstrate ability to assume responsibility", 17),
  std(118, 2014, "B-SMS", 2, "Demonstrate self-discipline and self-control", 18),
  std(119, 2014, "B-SMS", 3, "Demonstrate ability to work independently", 19),
  std(120, 2014, "B-SMS", 4, "Demonstrate ability to delay immediate gratification for long-term rewards", 20),
  std(121, 2014, "B-SMS", 5, "Demonstrate perseverance to achieve long- and short-term goals", 21),
  std(122, 2014, "B-SMS", 6, "Demonstrate ability to overcome barriers to learning", 22),
  std(123, 2014, "B-SMS", 7, "Demonstrate effective coping skills when faced with a problem", 23),
  std(124, 2014, "B-SMS", 8, "Demonstrate the ability to balance school, home and community activities", 24),
  std(125, 2014, "B-SMS", 9, "Demonstrate personal safety skills", 25),
  std(126, 2014, "B-SMS", 10, "Demonstrate ability to manage transitions and ability to adapt to changing situations and responsibilities", 26),

  std(127, 2014, "B-SS", 1, "Use effective oral and written communication skills and listening skills", 27),
  std(128, 2014, "B-SS", 2, "Create positive and supportive relationships with other students", 28),
  std(129, 2014, "B-SS", 3, "Create relationships with adults that support success", 29),
  std(130, 2014, "B-SS", 4, "Demonstrate empathy", 30),
  std(131, 2014, "B-SS", 5, "Demonstrate ethical decision-making and social responsibility", 31),
  std(132, 2014, "B-SS", 6, "Use effective collaboration and cooperation skills", 32),
  std(133, 2014, "B-SS", 7, "Use leadership and teamwork skills to work effectively in diverse teams", 33),
  std(134, 2014, "B-SS", 8, "Demonstrate advocacy skills and ability to assert self, when necessary", 34),
  std(135, 2014, "B-SS", 9, "Demonstrate social maturity and behaviors appropriate to the situation and environment", 35),
];

// Both editions; insert in this order (2021 first) if maps_to_id ever gets a foreign key.
export const STANDARDS: StandardRow[] = [...STANDARDS_2021, ...STANDARDS_2014];

// ---------------------------------------------------------------------------
// Grades: Pre-K (0), Kindergarten (1), then grades 1-12 (ids 2..13). sort = id.
// ---------------------------------------------------------------------------
// Grade id 13 means any grade. A grade's id is its number (Kindergarten 0,
// Grades 1-12 = 1-12), Pre-K is 14 and 13 is "Any grade" (listed first).
export const GRADES: (typeof grades.$inferInsert)[] = [
  { id: 13, code: "ANY", name: "Any grade", sort: -1 },
  { id: 14, code: "PK", name: "Pre-K", sort: 0 },
  { id: 0, code: "K", name: "Kindergarten", sort: 1 },
  { id: 1, code: "1", name: "Grade 1", sort: 2 },
  { id: 2, code: "2", name: "Grade 2", sort: 3 },
  { id: 3, code: "3", name: "Grade 3", sort: 4 },
  { id: 4, code: "4", name: "Grade 4", sort: 5 },
  { id: 5, code: "5", name: "Grade 5", sort: 6 },
  { id: 6, code: "6", name: "Grade 6", sort: 7 },
  { id: 7, code: "7", name: "Grade 7", sort: 8 },
  { id: 8, code: "8", name: "Grade 8", sort: 9 },
  { id: 9, code: "9", name: "Grade 9", sort: 10 },
  { id: 10, code: "10", name: "Grade 10", sort: 11 },
  { id: 11, code: "11", name: "Grade 11", sort: 12 },
  { id: 12, code: "12", name: "Grade 12", sort: 13 },
];
