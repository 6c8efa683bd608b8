import type { TAgentProfile } from "@manzil/domain/contracts";

/** Only http(s) links are shown or published; the profile fields may also hold bare handles. */
export function webLink(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  return /^https?:\/\/[^\s]+$/i.test(text) ? text : null;
}

/** schema.org RealEstateAgent from the public profile only (no e-mail, phone or street address). */
export function agentJsonLd(
  agent: TAgentProfile,
  { url, description }: { url: string; description: string },
): Record<string, unknown> {
  const sameAs = [agent.facebook_id, agent.twitter_id, agent.instagram_id, agent.youtube_id]
    .map(webLink)
    .filter((link): link is string => link !== null);
  const hasPlace = Boolean(agent.city || agent.state || agent.country);
  return {
    "@type": "RealEstateAgent",
    name: agent.name,
    url,
    ...(description ? { description } : {}),
    ...(agent.profile ? { image: agent.profile } : {}),
    ...(hasPlace
      ? {
          address: {
            "@type": "PostalAddress",
            ...(agent.city ? { addressLocality: agent.city } : {}),
            ...(agent.state ? { addressRegion: agent.state } : {}),
            ...(agent.country ? { addressCountry: agent.country } : {}),
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
