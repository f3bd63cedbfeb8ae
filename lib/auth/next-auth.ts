import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { authConfig, type TTokenClaims } from "./next-auth.config";
import { bindBrowserSession } from "./sessions";

// Browser sign-in: the login action checks the credentials itself (throttling, licence, IP) and
// opens a session row; the credentials provider then only exchanges that one-time secret for the
// next-auth JWT, which carries the session id so that logout and password changes revoke it.
export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  providers: [
    Credentials({
      id: "session",
      credentials: { secret: {} },
      async authorize(credentials) {
        const secret = typeof credentials?.secret === "string" ? credentials.secret : "";
        if (!secret) return null;
        const db = await getDb();
        const bound = await bindBrowserSession(db, secret, new Date());
        if (!bound) return null;
        const [user] = await db
          .select({ id: users.id, roleId: users.roleId, keepSigned: users.keepSigned })
          .from(users)
          .where(eq(users.id, bound.userId))
          .limit(1);
        if (!user) return null;
        const claims: TTokenClaims = { sid: bound.sessionId, uid: user.id, role: user.roleId, keepSigned: user.keepSigned };
        return { id: String(user.id), ...claims };
      },
    }),
  ],
});
