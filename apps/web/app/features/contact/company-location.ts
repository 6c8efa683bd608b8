import type { WebSettings } from "../../lib/api/types";

/** The office's position from the settings (stored as text), or null when missing or out of range. */
export function companyCoordinates(
  settings: Pick<WebSettings, "latitude" | "longitude"> | null | undefined,
): { latitude: number; longitude: number } | null {
  const read = (value: string | undefined, limit: number) => {
    if (value === undefined || value.trim() === "") return null;
    const number = Number(value);
    return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
  };
  const latitude = read(settings?.latitude, 90);
  const longitude = read(settings?.longitude, 180);
  // 0,0 is the settings' "not set" value, in the Gulf of Guinea.
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) return null;
  return { latitude, longitude };
}
