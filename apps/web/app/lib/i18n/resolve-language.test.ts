import { describe, expect, it } from "vitest";
import {
  languageCookie,
  languageFromAcceptLanguage,
  languageOfRequest,
  readCookie,
  resolveLanguage,
} from "./resolve-language";

describe("resolveLanguage (ADR 007: ?lang → cookie → Accept-Language → en)", () => {
  it.each([
    [{ query: "ar", cookie: "en", acceptLanguage: "en" }, "ar"],
    [{ query: null, cookie: "ar", acceptLanguage: "en-US" }, "ar"],
    [{ query: "fr", cookie: "ar", acceptLanguage: "en" }, "ar"],
    [{ query: null, cookie: null, acceptLanguage: "ar-EG,ar;q=0.9,en;q=0.8" }, "ar"],
    [{ query: null, cookie: "xx", acceptLanguage: "fr;q=1, ar;q=0.5, en;q=0.7" }, "en"],
    [{ query: null, cookie: null, acceptLanguage: "fr, de" }, "en"],
    [{ query: null, cookie: null, acceptLanguage: null }, "en"],
    [{ query: "AR", cookie: null, acceptLanguage: null }, "ar"],
  ])("%j → %s", (sources, expected) => expect(resolveLanguage(sources)).toBe(expected));

  it("ignores languages the visitor refused (q=0)", () => {
    expect(languageFromAcceptLanguage("ar;q=0, en;q=0.1")).toBe("en");
  });

  it("reads the language of a real request", () => {
    const request = new Request("http://x.test/properties?lang=ar", { headers: { cookie: "lang=en" } });
    expect(languageOfRequest(request)).toBe("ar");
    const fromCookie = new Request("http://x.test/", {
      headers: { cookie: "a=1; lang=ar; b=2", "accept-language": "en" },
    });
    expect(languageOfRequest(fromCookie)).toBe("ar");
  });

  it("parses cookies without confusing similar names", () => {
    expect(readCookie("xlang=en; lang=ar", "lang")).toBe("ar");
    expect(readCookie(null, "lang")).toBeNull();
  });

  it("remembers the choice for a year, site-wide, SameSite=Lax", () => {
    expect(languageCookie("ar")).toBe("lang=ar; Max-Age=31536000; Path=/; SameSite=Lax");
  });
});
