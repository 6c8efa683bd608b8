export * from "./amortization.js";
