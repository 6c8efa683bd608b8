import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import type { ArticleCardData } from "../../../lib/api/types";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";

export function articleHref(slug: string): string {
  return `/article-details/${encodeURIComponent(slug)}`;
}

/** An article teaser: the whole card is one link (its title names it). */
export function ArticleCard({ article, timeZone }: { article: ArticleCardData; timeZone: string }) {
  const { locale } = useLocale();
  return (
    <Card className="group relative flex h-full w-full flex-col overflow-hidden" data-testid="article-card">
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
        <h3 className="text-lg leading-snug font-bold text-slate-900 group-hover:text-brand-800">
          <Link
            to={articleHref(article.slug_id)}
            className="rounded after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {article.title}
          </Link>
        </h3>
      </div>
    </Card>
  );
}
