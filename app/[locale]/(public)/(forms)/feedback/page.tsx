import { FeedbackForm } from "@/components/pages/feedback-form";
import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("feedback");

export default function FeedbackPage() {
  return (
    <InfoPage ns="feedback">
      <FeedbackForm />
    </InfoPage>
  );
}
