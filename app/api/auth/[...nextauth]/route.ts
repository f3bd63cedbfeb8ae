import { handlers } from "@/lib/auth/next-auth";

// Auth.js endpoints (session, csrf, callback). Access: public — Auth.js checks its own requests.
export const { GET, POST } = handlers;
