export * from "./availability.js";
export * from "./calendar-date.js";
export * from "./calendar-edits.js";
export * from "./nightly-price.js";
export * from "./quote.js";
