// Quote-form rules of spec 2 that are not prices. Pure.

/** Spec 2 §9: "Licence type ids: AppID 3 or 4 shows school-district fields" (showSDfields). */
export function showsSchoolDistrictFields(appId: number | null | undefined): boolean {
  return appId === 3 || appId === 4;
}
