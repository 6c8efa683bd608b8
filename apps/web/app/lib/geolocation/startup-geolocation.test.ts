import { describe, expect, it, vi } from "vitest";
import {
  classifyGeolocationError,
  GEOLOCATION_OPTIONS,
  logGeolocationOutcome,
  requestPosition,
} from "./startup-geolocation";

function fakeGeolocation(behaviour: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) =>
      behaviour(success, failure ?? (() => {})),
  );
  return { geolocation: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition };
}

describe("startup geolocation (spec §2)", () => {
  it("asks with a 10 s timeout, high accuracy and no cached position", async () => {
    const { geolocation, getCurrentPosition } = fakeGeolocation((success) =>
      success({ coords: { latitude: 30, longitude: 31, accuracy: 5 } } as GeolocationPosition),
    );
    await expect(requestPosition(geolocation)).resolves.toEqual({
      ok: true,
      latitude: 30,
      longitude: 31,
      accuracy: 5,
    });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      timeout: 10_000,
      enableHighAccuracy: true,
      maximumAge: 0,
    });
    expect(GEOLOCATION_OPTIONS.timeout).toBe(10_000);
  });

  it.each([
    [1, "permission_denied"],
    [2, "unavailable"],
    [3, "timeout"],
    [99, "fetch_error"],
  ])("maps error code %i to %s", (code, kind) => expect(classifyGeolocationError({ code })).toBe(kind));

  it("reports an unsupported browser, a position without coordinates and a throwing API", async () => {
    await expect(requestPosition(undefined)).resolves.toEqual({ ok: false, kind: "unsupported" });
    const empty = fakeGeolocation((success) =>
      success({
        coords: { latitude: Number.NaN, longitude: Number.NaN, accuracy: 0 },
      } as GeolocationPosition),
    );
    await expect(requestPosition(empty.geolocation)).resolves.toMatchObject({ kind: "location_not_found" });
    const throwing = fakeGeolocation(() => {
      throw new Error("boom");
    });
    await expect(requestPosition(throwing.geolocation)).resolves.toMatchObject({
      kind: "fetch_error",
      message: "boom",
    });
  });

  it("only logs the outcome", () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    logGeolocationOutcome({ ok: false, kind: "timeout" }, logger);
    logGeolocationOutcome({ ok: true, latitude: 1, longitude: 2, accuracy: 3 }, logger);
    expect(logger.warn).toHaveBeenCalledWith("[geolocation] timeout", "");
    expect(logger.info).toHaveBeenCalledTimes(1);
  });
});
