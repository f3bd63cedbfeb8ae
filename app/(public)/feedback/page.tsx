import { FeedbackForm } from "@/components/pages/feedback-form";
import { InfoPage, infoMetadata } from "@/components/pages/info-page";

export const generateMetadata = () => infoMetadata("feedback");

export default function FeedbackPage() {
  return (
    <InfoPage ns="feedback">
      <FeedbackForm />
    </InfoPage>
  );
}
