/** The links under each info page's text (their labels are pages.<ns>.actions.<key>): one table for the info pages. */
export const INFO_ACTIONS = {
  ambassador: [
    { href: "/scheduleDemo", key: "apply", primary: true },
    { href: "/ambassadors", key: "meet" },
  ],
  ambassadors: [
    { href: "/scheduleDemo", key: "connect", primary: true },
    { href: "/ambassador", key: "become" },
  ],
  conferenceShirts: [
    { href: "/conferences", key: "conferences", primary: true },
    { href: "/feedback", key: "ask" },
  ],
  evangelist: [
    { href: "/scheduleDemo", key: "talk", primary: true },
    { href: "/ambassador", key: "ambassador" },
  ],
  jobs: [
    { href: "mailto:jobs@scuta.app", key: "apply", primary: true },
    { href: "/feedback", key: "question" },
  ],
  partnership: [
    { href: "/scheduleDemo", key: "talk", primary: true },
    { href: "/feedback", key: "write" },
  ],
  terms: [
    { href: "/privacy", key: "privacy" },
    { href: "/feedback", key: "contact" },
  ],
  verticals: [
    { href: "/TryForFree", key: "trial", primary: true },
    { href: "/getaquote", key: "quote" },
    { href: "/scheduleDemo", key: "demo" },
  ],
} satisfies Record<string, { href: string; key: string; primary?: boolean }[]>;
