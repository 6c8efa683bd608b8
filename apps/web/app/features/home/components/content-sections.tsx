import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { BuildingIcon, ChevronDownIcon, MapPinIcon, VerifiedIcon } from "../../../components/icons/icons";
import { Avatar } from "../../../components/ui/avatar";
import { Card } from "../../../components/ui/card";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { HomeAgent, HomeArticle, HomeCategory, HomeCity, HomeFaq, HomeProject } from "../home-shelves";
import { phoneCarousel, phoneCarouselCard } from "./phone-carousel";

/** Category chips with their icons; each opens the listings filtered by that category. */
export function CategoryChips({ categories }: { categories: HomeCategory[] }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex flex-wrap gap-3 max-sm:flex-nowrap ${phoneCarousel}`} data-testid="home-carousel">
      {categories.map((category) => (
        <li key={category.id} className="max-sm:shrink-0 max-sm:snap-start">
          <Link to={`/properties?category=${category.id}`} className="home-chip group">
            <span className="home-chip-icon">
              {category.image ? (
                <img src={category.image} alt="" width={20} height={20} loading="lazy" className="size-5" />
              ) : null}
            </span>
            {category.category}
            {typeof category.properties_count === "number" ? (
              <span className="home-chip-count">
                {t("home.property_count", { count: category.properties_count })}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const projectTypeKeys = ["upcoming", "under_construction"] as const;

// An all-digit slug would read as an id on the project page, so such projects (and slugless ones) link by id.
const projectPath = (project: HomeProject) =>
  `/project-details/${!project.slug_id || /^\d+$/.test(project.slug_id) ? project.id : encodeURIComponent(project.slug_id)}`;

export function ProjectCards({ projects }: { projects: HomeProject[] }) {
  const { t } = useTranslation();
  return (
    <ul
      className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-4 max-sm:gap-4 ${phoneCarousel}`}
      data-testid="home-carousel"
    >
      {projects.map((project) => {
        const typeKey = projectTypeKeys.find((key) => key === project.type);
        return (
          <li key={project.id} className={phoneCarouselCard.wide}>
            <div className="home-panel">
              <div className="home-project-media">
                <img
                  src={project.image}
                  alt={project.title}
                  width={640}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
                {typeKey ? (
                  <span className="card-badge card-badge-type absolute start-3 top-3">
                    {t(`home.project_type.${typeKey}`)}
                  </span>
                ) : null}
              </div>
              <div className="home-project-body">
                <p className="text-xs font-semibold text-brand-700">{project.category}</p>
                <h3 className="font-bold text-slate-900">
                  <Link to={projectPath(project)} className="home-card-link">
                    <bdi>{project.title}</bdi>
                  </Link>
                </h3>
                {project.place ? (
                  <p className="card-place mt-auto">
                    <MapPinIcon className="size-4" />
                    <span className="truncate">{project.place}</span>
                  </p>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function AgentCards({ agents }: { agents: HomeAgent[] }) {
  const { t } = useTranslation();
  return (
    <ul
      className={`grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6 ${phoneCarousel}`}
      data-testid="home-carousel"
    >
      {agents.map((agent) => (
        <li key={agent.id} className={phoneCarouselCard.narrow}>
          <div className="home-agent">
            <Avatar src={agent.profile} size="lg" fallback={<BuildingIcon />} />
            <h3 className="home-agent-name">
              <Link to={`/agent-details/${encodeURIComponent(agent.slug_id)}`} className="home-card-link">
                <bdi>{agent.name}</bdi>
              </Link>
              {agent.is_verified ? (
                <VerifiedIcon
                  className="ms-1 inline size-4 align-[-3px] text-brand-600"
                  title={t("property.owner.verified")}
                />
              ) : null}
            </h3>
            <p className="text-xs text-slate-500">
              {t("home.property_count", { count: agent.property_count })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ArticleCards({ articles, timeZone }: { articles: HomeArticle[]; timeZone: string }) {
  const { locale } = useLocale();
  return (
    <ul
      className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 max-sm:gap-4 ${phoneCarousel}`}
      data-testid="home-carousel"
    >
      {articles.map((article) => (
        <li key={article.id} className={phoneCarouselCard.wide}>
          <div className="home-panel">
            <img
              src={article.image}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
              className="aspect-video w-full bg-slate-100 object-cover"
            />
            <div className="flex flex-col gap-2 p-5">
              <time dateTime={article.created_at} className="text-xs font-medium text-slate-500">
                {formatDate(article.created_at, locale, timeZone)}
              </time>
              <h3 className="text-lg leading-snug font-bold text-slate-900">
                <Link
                  to={`/article-details/${encodeURIComponent(article.slug_id)}`}
                  className="home-card-link"
                >
                  <bdi>{article.title}</bdi>
                </Link>
              </h3>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Native disclosure widgets: keyboard and screen-reader support come with the elements. */
export function FaqList({ faqs }: { faqs: HomeFaq[] }) {
  return (
    <Card className="max-w-4xl divide-y divide-slate-200">
      {faqs.map((faq) => (
        <details key={faq.id} className="group px-6 py-1">
          <summary className="home-faq-question">
            {faq.question}
            <ChevronDownIcon className="size-5 text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-5 leading-relaxed text-slate-600">{faq.answer}</p>
        </details>
      ))}
    </Card>
  );
}

export function CityGrid({ cities }: { cities: HomeCity[] }) {
  const { t } = useTranslation();
  return (
    <ul
      className={`grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6 ${phoneCarousel}`}
      data-testid="home-carousel"
    >
      {cities.map((city) => (
        <li key={city.City} className={phoneCarouselCard.narrow}>
          <Link to={`/properties?city=${encodeURIComponent(city.City)}`} className="home-city group">
            <img
              src={city.image}
              alt=""
              width={320}
              height={400}
              loading="lazy"
              decoding="async"
              className="card-img"
            />
            <span className="home-city-shade" />
            <span className="home-city-caption">
              <span className="text-lg font-bold">{city.city}</span>
              <span className="text-sm text-white/85">{t("home.property_count", { count: city.count })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
