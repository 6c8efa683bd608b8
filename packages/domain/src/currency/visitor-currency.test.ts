import { describe, expect, it } from "vitest";
import { currencyOfCountry, visitorCountry } from "./visitor-currency.js";

describe("a visitor's first display currency", () => {
  it("is the currency of their country when it is one of the six, the site's otherwise", () => {
    expect(currencyOfCountry("SA")).toBe("SAR");
    expect(currencyOfCountry("ae")).toBe("AED");
    expect(currencyOfCountry("DE")).toBe("EUR");
    expect(currencyOfCountry("US")).toBe("USD");
    expect(currencyOfCountry("GB")).toBe("GBP");
    expect(currencyOfCountry("EG")).toBe("EGP");
    expect(currencyOfCountry("JO")).toBe("EGP");
    expect(currencyOfCountry(null)).toBe("EGP");
  });

  it("takes the country from the CDN's header, and nothing from a missing or unknown one", () => {
    expect(visitorCountry(" ae ")).toBe("AE");
    expect(visitorCountry("XX")).toBeNull();
    expect(visitorCountry("Saudi")).toBeNull();
    expect(visitorCountry(null)).toBeNull();
  });
});
