export { durationParts, formatDuration } from "./duration.js";
export type { DurationParts, DurationUnit } from "./duration.js";
export {
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  MS_PER_MONTH,
  MS_PER_SECOND,
  MS_PER_YEAR,
} from "./fixed-lengths.js";
export { formatRelativeTime, relativeTimeParts } from "./relative-time.js";
export type { RelativeTimeParts, RelativeTimeUnit } from "./relative-time.js";
