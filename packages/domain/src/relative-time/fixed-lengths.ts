// Spec §9 fixes calendar units to whole days, so results never depend on time zone, DST or
// leap years: a month is always 30 days and a year always 365.
export const MS_PER_SECOND = 1_000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;
export const MS_PER_MONTH = DAYS_PER_MONTH * MS_PER_DAY;
export const MS_PER_YEAR = DAYS_PER_YEAR * MS_PER_DAY;
