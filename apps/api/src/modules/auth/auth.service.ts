import type { Database } from "../../db/client.js";
import { generateAccessToken, hashAccessToken } from "./access-token.js";
import {
  findViewerByTokenHash,
  insertAccessToken,
  revokeAccessToken,
  revokeAllAccessTokensOfUser,
  tokenOfDeactivatedAccount,
  type ViewerRow,
} from "./auth.repository.js";

export type Viewer = ViewerRow;

export function createAuthService(db: Database, options: { tokenTtlDays: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  return {
    /** Issues a new session token for a user; returns the plain token (only time it exists in clear). */
    async issueToken(userId: number, label = "login"): Promise<string> {
      const { token, tokenHash } = generateAccessToken();
      const expiresAt = new Date(now().getTime() + options.tokenTtlDays * 24 * 60 * 60 * 1000);
      await insertAccessToken(db, { userId, tokenHash, label, expiresAt });
      return token;
    },

    /** A deactivated user's token stops working at once: they resolve to no viewer. */
    async resolveViewer(token: string): Promise<Viewer | null> {
      const viewer = await findViewerByTokenHash(db, hashAccessToken(token), now());
      return viewer && viewer.isActive ? viewer : null;
    },

    /**
     * Like resolveViewer, and tells apart a token whose account an admin deactivated, so protected routes can
     * say why (spec §8 "account deactivated by admin") instead of a bare 401.
     */
    async resolveSession(token: string): Promise<{ viewer: Viewer | null; deactivated: boolean }> {
      const tokenHash = hashAccessToken(token);
      const viewer = await findViewerByTokenHash(db, tokenHash, now());
      if (!viewer) return { viewer: null, deactivated: await tokenOfDeactivatedAccount(db, tokenHash) };
      return viewer.isActive ? { viewer, deactivated: false } : { viewer: null, deactivated: true };
    },

    async revokeToken(token: string): Promise<void> {
      await revokeAccessToken(db, hashAccessToken(token), now());
    },

    /** Ends every session of a user (password reset, deactivation, deletion); returns how many were live. */
    async revokeAllTokens(userId: number): Promise<number> {
      return revokeAllAccessTokensOfUser(db, userId, now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
