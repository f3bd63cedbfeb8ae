import type { TTokenClaims } from "@/lib/auth/next-auth.config";

declare module "next-auth" {
  interface Session {
    claims?: TTokenClaims;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    sid?: string;
    uid?: number;
    role?: number;
    keepSigned?: boolean;
  }
}
