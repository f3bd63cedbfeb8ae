"use client";

import { useRouter } from "next/navigation";
import { ChunkedUploader } from "./chunked-uploader";

/** The uploader of the "My files" page: each finished file appears in the list below at once. */
export function MyFilesUploader() {
  const router = useRouter();
  return <ChunkedUploader onFileSuccess={() => router.refresh()} />;
}
