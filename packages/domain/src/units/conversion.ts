/** Square metres per unit. The feddan is Egypt's (4,200.83 m², 24 kirat; a kirat is 24 sahm). */
export const AREA_UNITS = {
  sqm: 1,
  sqft: 0.09290304,
  sqyd: 0.83612736,
  acre: 4046.8564224,
  hectare: 10_000,
  feddan: 4200.83,
  kirat: 4200.83 / 24,
  sahm: 4200.83 / 24 / 24,
} as const;
export type AreaUnit = keyof typeof AREA_UNITS;

/** Metres per unit: the spec's distance units for near-by places (km, m, mi, yd). */
export const DISTANCE_UNITS = { km: 1000, m: 1, mi: 1609.344, yd: 0.9144 } as const;
export type DistanceUnit = keyof typeof DISTANCE_UNITS;

// Own keys only: `"toString" in AREA_UNITS` is true through the prototype.
export const isAreaUnit = (value: unknown): value is AreaUnit =>
  typeof value === "string" && Object.hasOwn(AREA_UNITS, value);
export const isDistanceUnit = (value: unknown): value is DistanceUnit =>
  typeof value === "string" && Object.hasOwn(DISTANCE_UNITS, value);

/** Exact ratio conversion; callers round for display (a converted area is a measurement, not money). */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  return (value * AREA_UNITS[from]) / AREA_UNITS[to];
}

export function convertDistance(value: number, from: DistanceUnit, to: DistanceUnit): number {
  return (value * DISTANCE_UNITS[from]) / DISTANCE_UNITS[to];
}
