// What an entry page hands its dialogs: the coupon, conference, partner or promotion it is about.
// Plain data, passed from the server page to the client view.

export type TCouponInfo = { code: string; discount: number; expires0731: boolean; comment: string };
export type TConferenceInfo = { slug: string; name: string; coupon: number; freeLabel: string; logoUrl: string; link: string; signupNoteExpiration: string };
export type TPartnerInfo = { id: number; name: string; logo: string; logoBackground: string; discount: number; host: string };
export type TPromoInfo = { urlName: string; label: string; note: string };

export type TEntryContext = {
  coupon: TCouponInfo | null;
  conference: TConferenceInfo | null;
  partner: TPartnerInfo | null;
  promo: TPromoInfo | null;
};

export const EMPTY_CONTEXT: TEntryContext = { coupon: null, conference: null, partner: null, promo: null };
