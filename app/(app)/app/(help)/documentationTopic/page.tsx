import { redirect } from "next/navigation";

/** /app/documentationTopic: the topics are listed at /app/documentationTopics. */
export default function DocumentationTopicIndex() {
  redirect("/app/documentationTopics");
}
