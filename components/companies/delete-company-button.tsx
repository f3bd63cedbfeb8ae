"use client";

import { ConfirmDelete } from "@/components/curriculum/confirm-delete";
import { deleteCompanyAction } from "@/lib/companies/actions";

export function DeleteCompanyButton({ id, name }: { id: number; name: string }) {
  return <ConfirmDelete name={name} onConfirm={() => deleteCompanyAction({ id })} testId="company-delete" />;
}
