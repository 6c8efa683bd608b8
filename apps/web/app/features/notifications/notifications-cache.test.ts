import { describe, expect, it } from "vitest";
import { withNotice, withRead } from "./notifications-cache";
import { notice } from "./test/fake-notifications";

const page = { items: [notice(2), notice(1, { is_read: 1 })], total: 2, unread: 1 };

describe("withNotice", () => {
  it("puts a new notice on top, counts it and takes the event's unread count", () => {
    const next = withNotice(page, notice(3), 2);
    expect(next.items.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(next).toMatchObject({ total: 3, unread: 2 });
  });

  it("changes nothing more when the same event is replayed (reconnect)", () => {
    const once = withNotice(page, notice(3), 2);
    expect(withNotice(once, notice(3), 2)).toEqual(once);
  });

  it("keeps the bell to its size", () => {
    expect(withNotice(page, notice(3), 2, 2).items.map((item) => item.id)).toEqual([3, 2]);
  });
});

describe("withRead", () => {
  it("marks one notice read and leaves the others", () => {
    const next = withRead(
      { ...page, items: [notice(3), ...page.items], unread: 2 },
      3,
      1,
      "2026-11-27T10:00:00Z",
    );
    expect(next.items.map((item) => item.is_read)).toEqual([1, 0, 1]);
    expect(next.items[0]!.read_at).toBe("2026-11-27T10:00:00Z");
    expect(next.unread).toBe(1);
  });

  it("marks every notice read without an id", () => {
    const next = withRead(
      { ...page, items: [notice(3), ...page.items], unread: 2 },
      undefined,
      0,
      "2026-11-27T10:00:00Z",
    );
    expect(next.items.every((item) => item.is_read === 1)).toBe(true);
    expect(next.items[2]!.read_at).toBeNull();
  });
});
