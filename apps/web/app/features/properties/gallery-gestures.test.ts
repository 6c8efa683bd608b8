import { describe, expect, it } from "vitest";
import { arrowStep, swipeStep } from "./gallery-gestures";

describe("swipeStep", () => {
  it("shows the next photo for a swipe toward the line's start: left in English, right in Arabic", () => {
    expect(swipeStep({ dx: -80, dy: 5, dir: "ltr" })).toBe(1);
    expect(swipeStep({ dx: 80, dy: 5, dir: "ltr" })).toBe(-1);
    expect(swipeStep({ dx: 80, dy: 5, dir: "rtl" })).toBe(1);
    expect(swipeStep({ dx: -80, dy: 5, dir: "rtl" })).toBe(-1);
  });

  it("ignores taps and vertical scrolling", () => {
    expect(swipeStep({ dx: 10, dy: 0, dir: "ltr" })).toBe(0);
    expect(swipeStep({ dx: -60, dy: 120, dir: "ltr" })).toBe(0);
  });
});

describe("arrowStep", () => {
  it("follows the reading direction", () => {
    expect(arrowStep("ArrowRight", "ltr")).toBe(1);
    expect(arrowStep("ArrowLeft", "ltr")).toBe(-1);
    expect(arrowStep("ArrowLeft", "rtl")).toBe(1);
    expect(arrowStep("ArrowRight", "rtl")).toBe(-1);
    expect(arrowStep("Enter", "ltr")).toBe(0);
  });
});
