// Quote-form rules that are not prices. Pure.

/** "Licence type ids: AppID 3 or 4 shows school-district fields" (showSDfields). */
export function showsSchoolDistrictFields(appId: number | null | undefined): boolean {
  return appId === 3 || appId === 4;
}
