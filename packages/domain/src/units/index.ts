export * from "./conversion.js";
