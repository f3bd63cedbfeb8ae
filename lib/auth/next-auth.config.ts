import type { NextAuthConfig } from "next-auth";
import { authSecret } from "@/lib/env";

// The part of the Auth.js configuration that needs no database: shared by proxy.ts (which only
// reads the JWT) and the full configuration in next-auth.ts.

export type TTokenClaims = { sid: string; uid: number; role: number; keepSigned: boolean };

export const authConfig = {
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/login" },
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      // `user` is present only right after sign-in: copy our claims into the token once.
      if (user) {
        const claims = user as unknown as TTokenClaims;
        token.sid = claims.sid;
        token.uid = claims.uid;
        token.role = claims.role;
        token.keepSigned = claims.keepSigned;
      }
      return token;
    },
    session({ session, token }) {
      return { ...session, claims: { sid: token.sid, uid: token.uid, role: token.role, keepSigned: token.keepSigned } as TTokenClaims };
    },
  },
} satisfies NextAuthConfig;
