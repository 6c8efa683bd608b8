import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client.js";
import { users } from "../src/db/schema/accounts.js";

let created = 0;

/** A new signed-in customer with contact details, so a test sees only what it did itself. */
export async function newMember(app: FastifyInstance, db: Database, name = "Test Member") {
  created += 1;
  const tag = `${process.pid}-${created}-${Date.now()}`;
  const [user] = await db
    .insert(users)
    .values({
      name,
      slug: `engagement-member-${tag}`,
      email: `member-${tag}@example.com`,
      mobile: `+2010${String(process.pid % 1000).padStart(3, "0")}${String(created).padStart(5, "0")}`,
      role: "customer",
    })
    .returning({ id: users.id, name: users.name, email: users.email, mobile: users.mobile });
  const token = await app.services.auth.issueToken(user!.id, "test");
  return { ...user!, authorization: `Bearer ${token}` };
}
