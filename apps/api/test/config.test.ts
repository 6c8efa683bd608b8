import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config/config.js";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.UPLOADS_DIR).toBe(`${config.DATA_DIR}/uploads`);
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["REDIS_URL", "localhost:6379"],
    ["PUBLIC_URL", "not a url"],
    ["SEED_ON_START", "maybe"],
  ])("stops start-up on a bad %s, naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("treats empty optional URLs as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", REDIS_URL: "", PUBLIC_URL: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });
});
