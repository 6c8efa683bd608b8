import type { TAgentCard, TAgentProfile } from "@manzil/domain/contracts";
import { fileUrl } from "../../lib/file-url.js";
import type { findAgent, listAgents } from "./agents.repository.js";

type AgentRow = Awaited<ReturnType<typeof listAgents>>[number];
type ProfileRow = NonNullable<Awaited<ReturnType<typeof findAgent>>>;

export function mapAgentCard(row: AgentRow, ctx: { filesUrl: string }): TAgentCard {
  return {
    id: row.id,
    name: row.name,
    slug_id: row.slug,
    profile: fileUrl(ctx.filesUrl, row.profileImage),
    customer_type: row.customerType,
    is_verified: row.verificationStatus === "success",
    property_count: row.propertyCount,
    projects_count: row.projectCount,
    total_count: row.propertyCount + row.projectCount,
  };
}

/** `showContact`: a signed-in member may reach the agent, as they may reach the owner on a listing page. */
export function mapAgentProfile(
  row: ProfileRow,
  ctx: { filesUrl: string },
  { showContact }: { showContact: boolean },
): TAgentProfile {
  return {
    ...mapAgentCard(row, ctx),
    about_me: row.aboutMe ?? "",
    city: row.city ?? "",
    state: row.state ?? "",
    country: row.country ?? "",
    facebook_id: row.facebookId ?? "",
    twitter_id: row.twitterId ?? "",
    instagram_id: row.instagramId ?? "",
    youtube_id: row.youtubeId ?? "",
    created_at: row.createdAt.toISOString(),
    contact: showContact
      ? { email: row.email ?? "", mobile: row.mobile ?? "", whatsapp: row.whatsappNumber ?? "" }
      : null,
  };
}
