import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import type { Database } from "../src/db/client.js";
import { users } from "../src/db/schema/accounts.js";

export type Envelope<T = unknown> = {
  error: boolean;
  message: string;
  data: T;
  total?: number;
  code?: string;
  errors?: Record<string, string[]>;
  [key: string]: unknown;
};

export async function getJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }> {
  const response = await app.inject({ method: "GET", url, headers });
  return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
}

/** Signs a seeded customer in by issuing a token through the auth service (sign-in endpoints come later). */
export async function signInAs(
  app: FastifyInstance,
  db: Database,
  where: { role?: "customer" | "admin" } = {},
) {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.role, where.role ?? "customer"))
    .limit(1);
  if (!user) throw new Error("the seed has no such user");
  const token = await app.services.auth.issueToken(user.id, "test");
  return { user, token, authorization: `Bearer ${token}` };
}

/** Great-circle distance in km, independent of the database's earthdistance maths. */
export function haversineKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

export const arabicLetters = /[\u0600-\u06FF]/;

/** A calendar date as messages show it: "Fri, Dec 4, 2026" / "الجمعة، ٤ ديسمبر ٢٠٢٦" (Arabic digits). */
export function readableNight(date: string, lang: "en" | "ar" = "en"): string {
  return new Intl.DateTimeFormat(lang === "ar" ? "ar-EG-u-nu-arab" : "en-u-nu-latn", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}
