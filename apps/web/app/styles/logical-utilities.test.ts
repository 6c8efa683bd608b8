import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// ADR 007: layouts use logical utilities only, so Arabic mirrors without special cases. This is the
// "lint rule" the ADR asks for: physical left/right utilities anywhere in the app fail the build.
const PHYSICAL = new RegExp(
  String.raw`(?<![\w-])-?(?:(?:left|right|ml|mr|pl|pr|scroll-m[lr]|scroll-p[lr])-[\w[./]+|(?:rounded-[lr]|rounded-[tb][lr]|border-[lr])(?:-[\w[./]+)?(?![\w-])|(?:text|float|clear)-(?:left|right)(?![\w-]))`,
  "g",
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("layout direction", () => {
  it("recognises physical utilities (and leaves logical ones alone)", () => {
    const hits = (classes: string) => [...classes.matchAll(PHYSICAL)].map((m) => m[0]);
    expect(hits("ml-2 -mr-1 pl-4 left-0 right-3 text-left border-l rounded-r-xl rounded-tl-lg")).toHaveLength(
      9,
    );
    expect(
      hits("ms-2 -me-1 ps-4 start-0 end-3 text-start border-s rounded-e-xl rounded-ss-lg top-left sr-only"),
    ).toEqual([]);
  });

  const appDir = join(import.meta.dirname, "..");

  it("uses no physical left/right utilities in any component", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(appDir)) {
      // Every string literal, so class lists inside clsx() calls and constants are checked too.
      const text = readFileSync(file, "utf8");
      for (const literal of text.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
        const classes = literal[1] ?? literal[2] ?? "";
        for (const hit of classes.matchAll(PHYSICAL)) offenders.push(`${file}: ${hit[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("uses no physical left/right utilities in the stylesheet's named classes (@apply)", () => {
    const css = readFileSync(join(appDir, "styles/app.css"), "utf8");
    const applied = [...css.matchAll(/@apply ([^;]+);/g)].map((match) => match[1] ?? "");
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.flatMap((classes) => [...classes.matchAll(PHYSICAL)].map((hit) => hit[0]))).toEqual([]);
  });

  it("mirrors directional icons in right-to-left layouts", () => {
    const icons = readFileSync(join(appDir, "components/icons/icons.tsx"), "utf8");
    for (const name of ["ChevronEndIcon", "ChevronStartIcon", "ArrowEndIcon"]) {
      const body = icons.slice(icons.search(new RegExp(String.raw`(function|const) ${name}\b`)));
      expect(body.slice(0, body.indexOf("\n\n")), name).toContain("rtl:-scale-x-100");
    }
  });
});
