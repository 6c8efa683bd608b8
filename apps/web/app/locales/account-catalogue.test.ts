import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogue as arAccount } from "./account-catalogue-ar";
import { catalogue as enAccount } from "./account-catalogue-en";
import { catalogue as arSite } from "./catalogue-ar";
import { catalogue as enSite } from "./catalogue-en";
import { needsAccountCatalogue } from "../lib/i18n/catalogues";

// ADR 083: pages outside /user and /admin hydrate with the site part of their language only. A key of the
// account part used by one of them would show as its raw key ("editor.steps.title") in the browser while
// every server render and unit test, which hold both parts, looked right. This walks what those pages import.
const appDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const accountNamespaces = Object.keys(enAccount);

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx"), base];
  return candidates.find((path) => existsSync(path) && /\.tsx?$/.test(path)) ?? null;
}

/** The app's own modules a page can reach, static and lazy imports alike. */
function reachableModules(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, spec] of source.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)["']([^"']+)["']/g)) {
      const target = resolveImport(file, spec!);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(join(appDir, entry));
  return seen;
}

const routeFiles = [...readFileSync(join(appDir, "routes.ts"), "utf8").matchAll(/"(routes\/[^"]+)"/g)].map(
  ([, file]) => file!,
);
// routes.ts nests every /user and /admin page under routes/user-layout and routes/admin-layout.
const publicRoutes = routeFiles.filter((file) => !/^routes\/(user|admin)-/.test(file));

describe("the account part of the translations", () => {
  it("holds namespaces of its own, in both languages", () => {
    expect(accountNamespaces.length).toBeGreaterThan(5);
    expect(Object.keys(arAccount).sort()).toEqual([...accountNamespaces].sort());
    for (const namespace of accountNamespaces) {
      expect(enSite, namespace).not.toHaveProperty(namespace);
      expect(arSite, namespace).not.toHaveProperty(namespace);
    }
  });

  it("is never used by the root, the entry or a page outside /user and /admin", () => {
    const modules = reachableModules(["root.tsx", "entry.client.tsx", ...publicRoutes]);
    expect(modules.size).toBeGreaterThan(100);
    const keyOfAccount = new RegExp(`["'\`](${accountNamespaces.join("|")})\\.[\\w$]`);
    const users = [...modules].filter(
      (file) => !/\.test\.tsx?$/.test(file) && keyOfAccount.test(readFileSync(file, "utf8")),
    );
    expect(users.map((file) => file.slice(appDir.length + 1))).toEqual([]);
  });

  it("is loaded by exactly the paths whose layouts need it", () => {
    expect(publicRoutes).toContain("routes/home.tsx");
    for (const path of ["/user", "/user/properties", "/admin", "/admin/catalogue/cities"])
      expect(needsAccountCatalogue(path), path).toBe(true);
    for (const path of ["/", "/properties", "/users-guide", "/administration", "/my-property/x"])
      expect(needsAccountCatalogue(path), path).toBe(false);
  });
});
