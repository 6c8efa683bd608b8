export type OtpChannel = "email" | "sms";
export type OtpPurpose = "verify" | "email_change";

export type OtpIssueResult =
  | { ok: true; code: string; expiresAt: Date }
  /** Too soon after the last code for this target, or too many sends for it or for the IP: wait this long. */
  | { ok: false; reason: "cooldown" | "target_limit" | "ip_limit"; retryAfterSeconds: number };

export type OtpVerifyResult =
  | { ok: true }
  /** No live code, a wrong code, or a code that used up its 5 tries (never says which, to the client). */
  | { ok: false; reason: "invalid" | "expired" | "exhausted" };

/**
 * One-time codes: 6 digits from a CSPRNG, stored hashed, 10 minutes, single use, 5 wrong tries per code,
 * 60 s between sends to a target, hourly send limits per target and per IP.
 */
export type OtpService = {
  issue(input: {
    channel: OtpChannel;
    target: string;
    purpose: OtpPurpose;
    ip: string;
  }): Promise<OtpIssueResult>;
  verify(input: {
    channel: OtpChannel;
    target: string;
    purpose: OtpPurpose;
    code: string;
  }): Promise<OtpVerifyResult>;
  /** Deletes codes that expired before `before` (at least an hour ago: the send limits count the last hour). */
  purgeExpired(before: Date): Promise<number>;
};
