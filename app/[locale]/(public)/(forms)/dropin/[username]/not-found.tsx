import { CounselorNotFound } from "@/components/pages/counselor-picker";

// An unknown counselor username: "counselor not found", with the picker to try another.
export default function NotFound() {
  return <CounselorNotFound pickerAction="/appointment" />;
}
