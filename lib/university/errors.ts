import { AppError, notFound } from "@/lib/http/errors";

export const universityMissing = () => notFound("This university does not exist.");
export const universityTaken = (ipedsid: number) => new AppError("university_exists", `A university with IPEDSID ${ipedsid} already exists.`, 409, "ipedsid");
export const ipedsidChanged = () => new AppError("id_readonly", "The IPEDSID of a saved university does not change.", 422, "ipedsid");
export const courseMissing = () => notFound("This course does not exist.");
export const courseCodeTaken = (code: string) => new AppError("course_code_taken", `This university already has a course with the code ${code}.`, 409, "courseCode");
export const assignmentMissing = () => notFound("This assignment does not exist.");
export const courseOfOtherUniversity = () => new AppError("course_university_mismatch", "This course belongs to another university than the one named (IPEDSID).", 422, "IPEDSID");
export const unknownUniversity = () => new AppError("unknown_university", "No university has this IPEDSID.", 404, "ipedsid");
