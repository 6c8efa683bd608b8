import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client.js";
import {
  consume,
  deleteCodesExpiredBefore,
  insertCode,
  latestSent,
  liveCode,
  lockTarget,
  recordWrongAttempt,
  retireLiveCodes,
  sentFromIpSince,
  sentToTargetSince,
} from "./otp.repository.js";
import type { OtpService } from "./otp.types.js";

export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_COOLDOWN_MS = 60 * 1000;
export const OTP_SENDS_PER_TARGET_PER_HOUR = 5;
export const OTP_SENDS_PER_IP_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

const secondsUntil = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));

export function createOtpService(
  db: Database,
  /** `exemptIps`: callers the per-IP hourly ceiling skips (RATE_LIMIT_ALLOW_LIST); per-address limits still hold. */
  options: { secret: Uint8Array; now?: () => Date; exemptIps?: readonly string[] },
): OtpService {
  const now = options.now ?? (() => new Date());
  const exempt = new Set(options.exemptIps ?? []);
  // Keyed hash: six digits are a million guesses, so a plain hash would fall to anyone who reads the table.
  const hashCode = (target: string, code: string) =>
    createHmac("sha256", options.secret).update(`${target}\u0000${code}`).digest("hex");

  return {
    async issue({ channel, target, purpose, ip }) {
      return db.transaction(async (tx) => {
        await lockTarget(tx, channel, target);
        const at = now();
        const last = await latestSent(tx, channel, target);
        if (last && at.getTime() - last.createdAt.getTime() < OTP_RESEND_COOLDOWN_MS) {
          return {
            ok: false,
            reason: "cooldown",
            retryAfterSeconds: secondsUntil(at, new Date(last.createdAt.getTime() + OTP_RESEND_COOLDOWN_MS)),
          } as const;
        }
        const hourAgo = new Date(at.getTime() - HOUR_MS);
        const byTarget = await sentToTargetSince(tx, channel, target, hourAgo);
        if (byTarget.count >= OTP_SENDS_PER_TARGET_PER_HOUR && byTarget.oldest) {
          return {
            ok: false,
            reason: "target_limit",
            retryAfterSeconds: secondsUntil(at, new Date(byTarget.oldest.getTime() + HOUR_MS)),
          } as const;
        }
        const byIp = exempt.has(ip) ? { count: 0, oldest: null } : await sentFromIpSince(tx, ip, hourAgo);
        if (byIp.count >= OTP_SENDS_PER_IP_PER_HOUR && byIp.oldest) {
          return {
            ok: false,
            reason: "ip_limit",
            retryAfterSeconds: secondsUntil(at, new Date(byIp.oldest.getTime() + HOUR_MS)),
          } as const;
        }
        const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
        const expiresAt = new Date(at.getTime() + OTP_LIFETIME_MS);
        await retireLiveCodes(tx, channel, target, purpose, at);
        await insertCode(tx, {
          channel,
          target,
          purpose,
          codeHash: hashCode(target, code),
          expiresAt,
          requestIp: ip,
          createdAt: at,
        });
        return { ok: true, code, expiresAt } as const;
      });
    },

    async verify({ channel, target, purpose, code }) {
      return db.transaction(async (tx) => {
        await lockTarget(tx, channel, target);
        const at = now();
        const row = await liveCode(tx, channel, target, purpose, at);
        if (!row) return { ok: false, reason: "invalid" } as const;
        if (row.attempts >= OTP_MAX_WRONG_TRIES) return { ok: false, reason: "exhausted" } as const;
        const expected = Buffer.from(row.codeHash, "hex");
        const given = Buffer.from(hashCode(target, code.trim()), "hex");
        if (expected.length === given.length && timingSafeEqual(expected, given)) {
          await consume(tx, row.id, at);
          return { ok: true } as const;
        }
        await recordWrongAttempt(tx, row.id);
        return {
          ok: false,
          reason: row.attempts + 1 >= OTP_MAX_WRONG_TRIES ? "exhausted" : "invalid",
        } as const;
      });
    },

    async purgeExpired(before) {
      if (now().getTime() - before.getTime() < HOUR_MS)
        throw new RangeError("would purge codes the send limits count");
      return deleteCodesExpiredBefore(db, before);
    },
  };
}
