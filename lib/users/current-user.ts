import type { TUserRow } from "@/db/schema";
import { daysUntilExpire, invoiceDaysPass } from "./rules";
import type { TCaptionLang } from "@/lib/videos/captions-rules";

/** A help video of a page: how it plays and the languages of its captions (an uploaded video's WebVTT files). */
export type TVideoTutorial = { id: number; page: string; videoURL: string; title: string; captions: TCaptionLang[] };
export type TTopicUrl = { url: string; param: string | null; topicID: number; video: string | null };
export type TTopicFull = { id: number; qCategoryID: number; topic: string };

/** The current user, as the API and the shell hand it out. */
export type TCurrentUser = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  zipcode: string;
  state: string;
  phone: string;
  role_id: number;
  AppID: number;
  keepSigned: 0 | 1;
  hideConfidential: 0 | 1;
  university: 0 | 1;
  universityID: number;
  LEAID: string;
  NCESSCH: string;
  school_name: string;
  specialUser: string | null;
  showTopics: 0 | 1;
  reNew: number;
  daysUntilExpire: number;
  invoiceDaysPass: number;
  lastInvoiceID: number | null;
  goToUserProfile: 0 | 1;
  goToTagsPage: 0 | 1;
  goToCalendarPage: 0 | 1;
  updateOutlookOnLogin: 0 | 1;
  updateGoogleOnLogin: 0 | 1;
  showPromo30DaysMessage: 0 | 1;
  expires: string;
  timezone: string;
  language: string;
  contactSCUTAAdmin: 0 | 1;
  videoTutorial: TVideoTutorial[];
  questionsTopicUrl: TTopicUrl[];
  questionsTopicFull: TTopicFull[];
};

export type THelpData = Pick<TCurrentUser, "videoTutorial" | "questionsTopicUrl" | "questionsTopicFull">;

const flag = (v: boolean): 0 | 1 => (v ? 1 : 0);

/**
 * "A user with role 2 and university 0 and LEAID 0, or university 1 and universityID 0, is told
 * to contact the product admin (flag contactSCUTAAdmin)."
 */
export function needsAdminContact(u: Pick<TUserRow, "roleId" | "university" | "leaid" | "universityId">): boolean {
  if (u.roleId !== 2) return false;
  if (!u.university && !u.leaid) return true;
  return u.university && !u.universityId;
}

export function toCurrentUser(u: TUserRow, help: THelpData, now: Date): TCurrentUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    zipcode: u.zipcode,
    state: u.state,
    phone: u.phone,
    role_id: u.roleId,
    AppID: u.appId,
    keepSigned: flag(u.keepSigned),
    hideConfidential: flag(u.hideConfidential),
    university: flag(u.university),
    universityID: u.universityId ?? 0,
    LEAID: u.leaid ?? "0",
    NCESSCH: u.ncessch ?? "1",
    school_name: u.schoolName,
    specialUser: u.specialUser,
    showTopics: flag(u.showTopics),
    reNew: u.reNew,
    daysUntilExpire: daysUntilExpire(u.expires, u.timezone, now),
    invoiceDaysPass: invoiceDaysPass(u.lastInvoiceAt, now),
    lastInvoiceID: u.lastInvoiceId,
    goToUserProfile: flag(u.goToUserProfile),
    goToTagsPage: flag(u.goToTagsPage),
    goToCalendarPage: flag(u.goToCalendarPage),
    updateOutlookOnLogin: flag(u.updateOutlookOnLogin),
    updateGoogleOnLogin: flag(u.updateGoogleOnLogin),
    showPromo30DaysMessage: flag(u.showPromo30DaysMessage),
    expires: u.expires,
    timezone: u.timezone,
    language: u.language,
    contactSCUTAAdmin: flag(needsAdminContact(u)),
    ...help,
  };
}

/** The input of postLoginRedirect, from a user row. */
export function redirectFacts(u: TUserRow, now: Date) {
  return {
    role_id: u.roleId,
    goToUserProfile: u.goToUserProfile,
    goToTagsPage: u.goToTagsPage,
    goToCalendarPage: u.goToCalendarPage,
    reNew: u.reNew,
    daysUntilExpire: daysUntilExpire(u.expires, u.timezone, now),
    invoiceDaysPass: invoiceDaysPass(u.lastInvoiceAt, now),
    lastInvoiceID: u.lastInvoiceId,
  };
}
