import { describe, expect, it } from "vitest";
import { auditHref, auditViewOf, changesOf, shownValue } from "./audit-log";

describe("audit changes", () => {
  it("lists only the keys whose values changed, old and new", () => {
    expect(
      changesOf(
        { name: "Mona", is_active: true, role: "customer" },
        { name: "Mona", is_active: false, role: "customer", reason: "Fraud", sessions_revoked: 2 },
      ),
    ).toEqual([
      { key: "is_active", before: true, after: false },
      { key: "reason", before: undefined, after: "Fraud" },
      { key: "sessions_revoked", before: undefined, after: 2 },
    ]);
  });

  it("compares nested values by content, and a creation shows every key", () => {
    expect(changesOf({ days: ["fri", "sat"] }, { days: ["fri", "sat"] })).toEqual([]);
    expect(changesOf(null, { title: "Eid" })).toEqual([{ key: "title", before: undefined, after: "Eid" }]);
    expect(changesOf("a", "b")).toEqual([{ key: "", before: "a", after: "b" }]);
    expect(changesOf(null, null)).toEqual([]);
  });

  it("shows text as it is and other values as JSON", () => {
    expect(shownValue("admin")).toBe("admin");
    expect(shownValue(false)).toBe("false");
    expect(shownValue({ a: 1 })).toBe('{ "a": 1 }');
    expect(shownValue(undefined)).toBe("—");
  });

  it("keeps its filters in the address and drops odd values", () => {
    const view = auditViewOf(new URLSearchParams("action=users.&actor=abc&page=-1&target_type=user"));
    expect(view).toEqual({ action: "users.", targetType: "user", targetId: "", actor: null, page: 1 });
    expect(auditHref({ ...view, actor: 3, page: 2 })).toBe(
      "/admin/audit-log?action=users.&target_type=user&actor=3&page=2",
    );
  });
});
