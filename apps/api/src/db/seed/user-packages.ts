import type { users } from "../schema/accounts.js";
import type { FeatureType } from "./sources/content.js";

type UserSeed = typeof users.$inferInsert;

/** A package a demo member holds: who (index into the users plan), which package (by name), and credits spent. */
export type UserPackageSeed = {
  user: number;
  packageName: "Free" | "Basic" | "Pro" | "Business";
  startsAt: Date;
  used: Partial<Record<FeatureType, number>>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who holds which package in the demo: one verified agent on Pro (premium listings, projects and the mortgage
 * table unlocked), a few agents and owners on Free with some credits spent, and one Free package that has run
 * out. The first customer keeps no package, so signing in as them shows every gate. Picked from the users
 * plan by kind, so it stays deterministic; `used` never exceeds what the package gives (see sources/content.ts).
 */
export function planUserPackages(userPlan: readonly UserSeed[], now: Date): UserPackageSeed[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const firstCustomer = userPlan.findIndex((u) => u.role === "customer");
  const eligible = userPlan.flatMap((u, i) =>
    u.role === "customer" && i !== firstCustomer && u.isActive !== false ? [i] : [],
  );
  const verifiedAgents = eligible.filter(
    (i) => userPlan[i]?.customerType === "agent" && userPlan[i]?.verificationStatus === "success",
  );
  const owners = eligible.filter((i) => userPlan[i]?.ownerKind === "individual");
  const [pro, ...freeAgents] = verifiedAgents;
  const [freeOwner, lapsedOwner] = owners;
  const seeds: (UserPackageSeed | null)[] = [
    pro === undefined
      ? null
      : { user: pro, packageName: "Pro", startsAt: ago(12), used: { property_feature: 2, project_list: 1 } },
    ...freeAgents.slice(0, 3).map((user, n): UserPackageSeed => ({
      user,
      packageName: "Free",
      startsAt: ago(4 + 7 * n),
      used: { property_list: n % 3, property_feature: n === 2 ? 1 : 0 },
    })),
    freeOwner === undefined
      ? null
      : { user: freeOwner, packageName: "Free", startsAt: ago(2), used: { property_list: 1 } },
    // 720 hours from 40 days ago: ended ten days before `now`, every listing credit spent.
    lapsedOwner === undefined
      ? null
      : {
          user: lapsedOwner,
          packageName: "Free",
          startsAt: ago(40),
          used: { property_list: 3, property_feature: 1 },
        },
  ];
  return seeds.filter((seed): seed is UserPackageSeed => seed !== null);
}
