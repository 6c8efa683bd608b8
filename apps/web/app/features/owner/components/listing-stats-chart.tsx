import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";

export type ListingStatsPoint = {
  id: number;
  title: string;
  views: number;
  favourites: number;
  interested: number;
};

const COLOURS = { views: "#0f766e", favourites: "#e11d48", interested: "#f59e0b" };

/** Longer titles crowd the axis; the table beside the chart names each listing in full. */
const shortTitle = (title: string) => (title.length > 18 ? `${title.slice(0, 17)}…` : title);

/**
 * Views, favourites and interested users per listing. Loaded lazily in the browser; the table on the
 * page states the same figures, so the drawing is hidden from assistive technology.
 */
export default function ListingStatsChart({ points }: { points: ListingStatsPoint[] }) {
  const { t } = useTranslation();
  const { locale, dir } = useLocale();
  const isRtl = dir === "rtl";
  const number = (value: number) => formatNumber(value, locale);

  return (
    // SVG text anchors flip under an inherited rtl direction: the drawing is laid out left to right and
    // mirrored through the axes instead (Arabic words still shape).
    <div aria-hidden="true" dir="ltr" className="h-80 w-full" data-testid="listing-stats-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="title" reversed={isRtl} tickFormatter={shortTitle} interval={0} fontSize={12} />
          <YAxis
            orientation={isRtl ? "right" : "left"}
            allowDecimals={false}
            tickFormatter={number}
            width={48}
          />
          <Tooltip formatter={(value) => number(Number(value))} />
          <Legend />
          <Bar dataKey="views" name={t("owner.dashboard.views")} fill={COLOURS.views} />
          <Bar dataKey="favourites" name={t("owner.dashboard.favourites")} fill={COLOURS.favourites} />
          <Bar dataKey="interested" name={t("owner.dashboard.interested")} fill={COLOURS.interested} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
