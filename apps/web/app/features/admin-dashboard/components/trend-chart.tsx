import { clsx } from "clsx";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { TrendPoint } from "../admin-dashboard";

const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

/**
 * A day-by-day bar chart drawn as plain SVG: it renders on the server with the page (30 bars need no chart
 * library's browser-only chunk) and reads the same before and after hydration.
 *
 * Direction: in Arabic time flows right to left, oldest day on the right and today on the left, as the
 * owner's charts (recharts `reversed`) and Arabic reading order do; the date labels under the bars sit on
 * logical sides, so they mirror with the bars. The drawing is hidden from assistive technology: a visually
 * hidden table states every day's figure instead.
 */
export function TrendChart({
  title,
  points,
  formatValue,
  formatDay,
  valueHeading,
  tone = "brand",
}: {
  title: string;
  points: TrendPoint[];
  formatValue: (value: number) => string;
  formatDay: (date: string) => string;
  valueHeading: string;
  tone?: "brand" | "amber" | "sky" | "rose";
}) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const titleId = useId();
  const peak = Math.max(0, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const width = points.length * SLOT;

  return (
    <figure aria-labelledby={titleId} className="min-w-0" data-testid="trend-chart">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span id={titleId} className="font-semibold text-slate-900">
          {title}
        </span>
        <span className="text-sm text-slate-600 tabular-nums">
          {t("adminDashboard.chart.total", { total: formatValue(total) })}
        </span>
      </figcaption>
      <div aria-hidden="true" className="mt-3">
        <p className="text-xs text-slate-500 tabular-nums">
          {t("adminDashboard.chart.peak", { value: formatValue(peak) })}
        </p>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className={clsx("mt-1 block h-28 w-full border-b border-slate-300", TONE_CLASSES[tone])}
          data-direction={dir}
        >
          {points.map((point, i) => {
            const slot = dir === "rtl" ? points.length - 1 - i : i;
            // A quiet day keeps a hairline so the 30 days stay countable; a busy one is scaled to the peak.
            const h = point.value > 0 && peak > 0 ? Math.max(2, (point.value / peak) * (HEIGHT - 4)) : 0.75;
            return (
              <rect
                key={point.date}
                data-date={point.date}
                x={slot * SLOT + (SLOT - BAR) / 2}
                y={HEIGHT - h}
                width={BAR}
                height={h}
                rx={1}
                className={point.value > 0 ? "fill-current" : "fill-slate-300"}
              >
                <title>{`${formatDay(point.date)}: ${formatValue(point.value)}`}</title>
              </rect>
            );
          })}
        </svg>
        {points.length > 0 ? (
          <div className="mt-1 flex justify-between text-xs text-slate-500">
            <span>{formatDay(points[0]!.date)}</span>
            <span>{formatDay(points[points.length - 1]!.date)}</span>
          </div>
        ) : null}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t("adminDashboard.chart.date")}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatDay(point.date)}</th>
              <td>{formatValue(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const TONE_CLASSES = {
  brand: "text-brand-600",
  amber: "text-amber-500",
  sky: "text-sky-600",
  rose: "text-rose-500",
} as const;
