import { rememberNearbyPoint } from "./nearby-cookie";

/** Spec §2: the six ways asking for the visitor's position can fail. */
export type GeolocationErrorKind =
  "unsupported" | "permission_denied" | "unavailable" | "timeout" | "location_not_found" | "fetch_error";

export type GeolocationOutcome =
  | { ok: true; latitude: number; longitude: number; accuracy: number }
  | { ok: false; kind: GeolocationErrorKind; message?: string };

/** Spec §2: 10 s timeout, high accuracy, never a cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  timeout: 10_000,
  enableHighAccuracy: true,
  maximumAge: 0,
};

// GeolocationPositionError codes (W3C): 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
const kindByCode: Record<number, GeolocationErrorKind> = {
  1: "permission_denied",
  2: "unavailable",
  3: "timeout",
};

export function classifyGeolocationError(error: unknown): GeolocationErrorKind {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return (typeof code === "number" && kindByCode[code]) || "fetch_error";
}

function messageOf(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "message" in error
    ? String(error.message)
    : undefined;
}

/** Asks once; resolves with the position or the kind of failure, never rejects. */
export function requestPosition(geolocation: Geolocation | undefined): Promise<GeolocationOutcome> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== "function") {
    return Promise.resolve({ ok: false, kind: "unsupported" });
  }
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          if (!Number.isFinite(coords.latitude) || !Number.isFinite(coords.longitude)) {
            resolve({ ok: false, kind: "location_not_found" });
            return;
          }
          resolve({
            ok: true,
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: coords.accuracy,
          });
        },
        (error) => {
          const message = messageOf(error);
          resolve({ ok: false, kind: classifyGeolocationError(error), ...(message ? { message } : {}) });
        },
        GEOLOCATION_OPTIONS,
      );
    } catch (error) {
      const message = messageOf(error);
      resolve({ ok: false, kind: "fetch_error", ...(message ? { message } : {}) });
    }
  });
}

/** Spec §2: the outcome is logged; a position is also remembered for the nearby shelf (nearby-cookie.ts). */
export function logGeolocationOutcome(
  outcome: GeolocationOutcome,
  logger: Pick<Console, "info" | "warn"> = console,
): void {
  if (outcome.ok) {
    logger.info("[geolocation] position", {
      latitude: outcome.latitude,
      longitude: outcome.longitude,
      accuracy: outcome.accuracy,
    });
  } else {
    logger.warn(`[geolocation] ${outcome.kind}`, outcome.message ?? "");
  }
}

let requested = false;

/** Once per page load, in the browser only (StrictMode runs effects twice in development). */
export function requestStartupGeolocation(): void {
  if (requested || typeof navigator === "undefined") return;
  requested = true;
  void requestPosition(navigator.geolocation).then((outcome) => {
    logGeolocationOutcome(outcome);
    // The position also feeds the home page's nearby shelf (rendered on the server from this cookie).
    if (outcome.ok) rememberNearbyPoint(outcome);
  });
}
