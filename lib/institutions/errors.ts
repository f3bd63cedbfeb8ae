import { AppError, notFound } from "@/lib/http/errors";

export const districtTaken = (leaid: string) => new AppError("district_exists", `A school district with LEAID ${leaid} already exists.`, 409, "leaid");
export const schoolTaken = (ncessch: string) => new AppError("school_exists", `A school with NCESSCH ${ncessch} already exists.`, 409, "ncessch");
export const districtMissing = () => notFound("This school district does not exist.");
export const schoolMissing = () => notFound("This school does not exist.");
export const unknownDistrict = (leaid: string) => new AppError("unknown_district", `No school district has the LEAID ${leaid}.`, 422, "leaid");
export const idChanged = (field: string) => new AppError("id_readonly", "The NCES id of a saved record does not change.", 422, field);

/** Postgres unique violation (23505), also when wrapped by the driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
