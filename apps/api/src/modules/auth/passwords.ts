import { randomBytes } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * Argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane), written out rather than left to the library's
 * defaults so an upgrade cannot weaken new hashes silently.
 */
// `Algorithm` is an ambient const enum, which verbatimModuleSyntax cannot read: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm.Argon2id;

export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

// A hash of a random secret nobody knows, verified against when no account matches, so "unknown e-mail" costs
// the same time as "wrong password" and the timing does not tell which.
let dummyHash: Promise<string> | null = null;

function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return dummyHash;
}

/** Computes the dummy hash ahead of the first sign-in, which would otherwise take twice as long. */
export function prepareDummyHash(): void {
  void dummy();
}

/** True when `password` matches `passwordHash`; with no hash, spends the same time and returns false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const target = passwordHash ?? (await dummy());
  try {
    const matches = await verify(target, password);
    return passwordHash !== null && matches;
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let common: Set<string> | null = null;

/** The ~49,000 most common passwords (zxcvbn's list), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}
