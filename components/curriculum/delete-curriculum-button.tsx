"use client";

import { deleteCurriculumAction } from "@/lib/curriculum/actions";
import { ConfirmDelete } from "./confirm-delete";

export function DeleteCurriculumButton({ id, name }: { id: number; name: string }) {
  return <ConfirmDelete name={name} onConfirm={() => deleteCurriculumAction({ id })} testId="curriculum-delete" />;
}
