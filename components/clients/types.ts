import type { TClientCounts } from "@/db/schema/calendar";

/** A student the group form may assign, with the counts that make the group's. */
export type TFormStudent = { id: number; name: string; student_number: string; grade_id: number | null; counts: TClientCounts };

export type TFormGrade = { id: number; name: string };
