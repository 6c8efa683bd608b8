import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links";

const url = "https://manzil.example/properties-details/villa-%D9%81%D9%8A%D9%84%D8%A7";

describe("shareLinks", () => {
  const links = Object.fromEntries(
    shareLinks({ url, title: "Villa & pool", text: "Have a look at Villa & pool" }).map((l) => [
      l.target,
      l.href,
    ]),
  );

  it("offers WhatsApp, Facebook, X and e-mail", () => {
    expect(Object.keys(links)).toEqual(["whatsapp", "facebook", "x", "email"]);
  });

  it("puts the page address into each, encoded so it survives as one parameter", () => {
    for (const href of Object.values(links)) {
      const parsed = new URL(href as string);
      const values = [...parsed.searchParams.values()].join(" ");
      expect(values).toContain(url);
    }
  });

  it("keeps ampersands in the text from splitting the query", () => {
    const x = new URL(links.x as string);
    expect(x.origin).toBe("https://x.com");
    expect(x.searchParams.get("text")).toBe("Have a look at Villa & pool");
    expect(x.searchParams.get("url")).toBe(url);
    const mail = new URL(links.email as string);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("Villa & pool");
    expect(mail.searchParams.get("body")).toBe(`Have a look at Villa & pool ${url}`);
  });

  it("shares Arabic text intact", () => {
    const [whatsapp] = shareLinks({ url, title: "فيلا", text: "شاهد فيلا" });
    expect(new URL(whatsapp!.href).searchParams.get("text")).toBe(`شاهد فيلا ${url}`);
  });
});
