import { describe, expect, it } from "vitest";
import { appStoreLinks, detectMobilePlatform } from "./mobile-platform";

describe("mobile detection by user agent (spec §9)", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36", "android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148", "ios"],
    ["Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36", null],
    [null, null],
  ])("%s → %s", (ua, platform) => expect(detectMobilePlatform(ua)).toBe(platform));

  it("builds store links from the settings ids", () => {
    expect(appStoreLinks("com.example.manzil", "id123")).toEqual({
      playStore: "https://play.google.com/store/apps/details?id=com.example.manzil",
      appStore: "https://apps.apple.com/app/id123",
    });
    expect(appStoreLinks("", undefined)).toEqual({ playStore: null, appStore: null });
  });
});
