import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { BuildingIcon, VerifiedIcon } from "../../../components/icons/icons";
import { Avatar } from "../../../components/ui/avatar";
import { Card } from "../../../components/ui/card";
import type { AgentCardData } from "../../../lib/api/types";

export function agentHref(slug: string): string {
  return `/agent-details/${encodeURIComponent(slug)}`;
}

/** Verified badge with its text (not colour alone), so it reads the same to everyone. */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
      data-testid="verified-badge"
    >
      <VerifiedIcon className="size-3.5" />
      {t("agents_page.verified")}
    </span>
  );
}

/** An agent in the directory: photo, name (the card's one link), verified badge and listing counts. */
export function AgentCard({ agent }: { agent: AgentCardData }) {
  const { t } = useTranslation();
  return (
    <Card
      className="group relative flex h-full w-full flex-col items-center gap-2 p-6 text-center"
      data-testid="agent-card"
    >
      <Avatar src={agent.profile} size="lg" fallback={<BuildingIcon className="size-8" />} />
      <h2 className="mt-2 text-lg leading-snug font-bold text-slate-900 group-hover:text-brand-800">
        <Link
          to={agentHref(agent.slug_id)}
          className="rounded after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <bdi>{agent.name}</bdi>
        </Link>
      </h2>
      {agent.is_verified ? <VerifiedBadge /> : null}
      <dl className="mt-auto flex gap-4 pt-2 text-sm text-slate-600">
        <div>
          <dt className="sr-only">{t("agents_page.listings_label")}</dt>
          <dd>{t("agents_page.property_count", { count: agent.property_count })}</dd>
        </div>
        {agent.projects_count > 0 ? (
          <div>
            <dt className="sr-only">{t("agents_page.projects_label")}</dt>
            <dd>{t("agents_page.project_count", { count: agent.projects_count })}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
