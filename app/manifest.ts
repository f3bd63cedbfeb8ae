import type { MetadataRoute } from "next";

// The signed-in app installs as a progressive web app: it opens on the dashboard, in its own window.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "SCUTA",
    short_name: "SCUTA",
    description: "School counseling: calendar, contact logs and reports",
    start_url: "/app/dashboard",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1d4ed8",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
