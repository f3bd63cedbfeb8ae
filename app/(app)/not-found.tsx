import { NotFoundView } from "@/components/pages/not-found-view";

export default function NotFound() {
  return <NotFoundView />;
}
