import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { ChartPoint } from "../mortgage-schedule";

const COLOURS = { principal: "#0f766e", interest: "#f59e0b", balance: "#334155" };

/**
 * Principal and interest per year (stacked bars) with the remaining balance (line), ADR 021. Loaded
 * lazily in the browser; the page states the same facts in text, so the drawing is hidden from
 * assistive technology.
 */
export default function AmortizationChart({ points }: { points: ChartPoint[] }) {
  const { t } = useTranslation();
  const { locale, dir } = useLocale();
  const compact = (value: number) =>
    formatNumber(value, locale, { notation: "compact", maximumFractionDigits: 1 });
  const full = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 0 });
  const isRtl = dir === "rtl";

  return (
    // SVG text anchors flip under an inherited rtl direction and push the tick labels into the plot; the
    // drawing is laid out left to right and mirrored through the axes instead (Arabic words still shape).
    <div aria-hidden="true" dir="ltr" className="h-80 w-full" data-testid="amortization-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis
            dataKey="year"
            reversed={isRtl}
            tickFormatter={(year: number) => formatNumber(year, locale)}
          />
          <YAxis
            yAxisId="amounts"
            orientation={isRtl ? "right" : "left"}
            tickFormatter={compact}
            width={64}
          />
          <YAxis
            yAxisId="balance"
            orientation={isRtl ? "left" : "right"}
            tickFormatter={compact}
            width={64}
          />
          <Tooltip
            formatter={(value) => full(Number(value))}
            labelFormatter={(year) => t("mortgage.year_n", { year: formatNumber(Number(year), locale) })}
          />
          <Legend />
          <Bar
            yAxisId="amounts"
            dataKey="principal"
            stackId="paid"
            name={t("mortgage.chart.principal")}
            fill={COLOURS.principal}
          />
          <Bar
            yAxisId="amounts"
            dataKey="interest"
            stackId="paid"
            name={t("mortgage.chart.interest")}
            fill={COLOURS.interest}
          />
          <Line
            yAxisId="balance"
            dataKey="balance"
            name={t("mortgage.chart.balance")}
            stroke={COLOURS.balance}
            strokeWidth={2}
            dot={false}
            type="monotone"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
