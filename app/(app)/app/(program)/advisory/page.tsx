import { redirect } from "next/navigation";

/** /app/advisory: the council's page lists the meetings. */
export default function AdvisoryIndex() {
  redirect("/app/advisoryCouncil");
}
