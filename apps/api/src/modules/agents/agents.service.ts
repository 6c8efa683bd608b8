import type { TAgentProperties, TAgentPropertiesQuery, TPagedQuery } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import type { MapContext } from "../properties/properties.mapper.js";
import type { PropertiesService } from "../properties/properties.service.js";
import { mapProjectCard } from "../projects/projects.mapper.js";
import { mapAgentCard, mapAgentProfile } from "./agents.mapper.js";
import { listPublicProjects } from "../projects/projects.repository.js";
import { countAgents, findAgent, listAgents } from "./agents.repository.js";

const DEFAULT_LIMIT = 10;

export function createAgentsService(db: Database, deps: { properties: PropertiesService }) {
  return {
    /** `agent-list`: members with public listings, verified first. Unlike the reference, `limit` means limit. */
    async list(query: TPagedQuery, ctx: MapContext) {
      const [rows, total] = await Promise.all([
        listAgents(db, { limit: query.limit ?? DEFAULT_LIMIT, offset: query.offset ?? 0 }),
        countAgents(db),
      ]);
      return { items: rows.map((row) => mapAgentCard(row, ctx)), total };
    },

    /** `agent-properties`: the public profile, a page of on-market listings and every public project. */
    async properties(query: TAgentPropertiesQuery, viewerId: number | null, ctx: MapContext) {
      const agent = await findAgent(db, {
        ...(query.id !== undefined ? { id: query.id } : {}),
        ...(query.slug_id !== undefined ? { slug: query.slug_id } : {}),
      });
      if (!agent) throw notFound();
      const [listings, projects] = await Promise.all([
        deps.properties.searchCards({
          filters: {
            onlyOnMarket: true,
            ownerId: agent.id,
            ...(query.property_classification !== undefined
              ? { classification: query.property_classification as 1 }
              : {}),
          },
          sort: "newest",
          offset: query.offset ?? 0,
          limit: query.limit ?? DEFAULT_LIMIT,
          viewerId,
          ctx,
        }),
        listPublicProjects(db, { promotedOnly: false, ownerId: agent.id, now: ctx.now }),
      ]);
      const data: TAgentProperties = {
        customer_data: mapAgentProfile(agent, ctx, { showContact: viewerId !== null }),
        properties_data: listings.items,
        projects_data: projects.map((row) => mapProjectCard(row, ctx)),
      };
      return { data, total: listings.total };
    },
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
