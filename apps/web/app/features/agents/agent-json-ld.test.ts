import type { TAgentProfile } from "@manzil/domain/contracts";
import { describe, expect, it } from "vitest";
import { agentJsonLd, webLink } from "./agent-json-ld";

const agent: TAgentProfile = {
  id: 7,
  name: "Nour Real Estate",
  slug_id: "nour-real-estate",
  profile: "https://manzil.example/images/profile/nour.jpg",
  customer_type: "agent",
  is_verified: true,
  property_count: 12,
  projects_count: 1,
  total_count: 13,
  about_me: "Homes in New Cairo since 2010.",
  city: "New Cairo",
  state: "Cairo",
  country: "Egypt",
  facebook_id: "https://facebook.com/nour",
  twitter_id: "@nour",
  instagram_id: "",
  youtube_id: "javascript:alert(1)",
  created_at: "2024-01-05T10:00:00.000Z",
  contact: null,
};

describe("agentJsonLd", () => {
  it("describes a RealEstateAgent with name, page, photo and town, never contact details", () => {
    const node = agentJsonLd(agent, {
      url: "https://manzil.example/agent-details/nour-real-estate",
      description: "d",
    });
    expect(node).toMatchObject({
      "@type": "RealEstateAgent",
      name: "Nour Real Estate",
      url: "https://manzil.example/agent-details/nour-real-estate",
      image: agent.profile,
      address: {
        "@type": "PostalAddress",
        addressLocality: "New Cairo",
        addressRegion: "Cairo",
        addressCountry: "Egypt",
      },
    });
    const text = JSON.stringify(node);
    expect(text).not.toMatch(/email|telephone|mobile/i);
  });

  it("lists only real web addresses as sameAs profiles", () => {
    const node = agentJsonLd(agent, { url: "u", description: "" });
    expect(node.sameAs).toEqual(["https://facebook.com/nour"]);
    expect(webLink("@nour")).toBeNull();
    expect(webLink("javascript:alert(1)")).toBeNull();
    expect(webLink(" https://instagram.com/nour ")).toBe("https://instagram.com/nour");
  });
});
