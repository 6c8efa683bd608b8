import type { AreaUnit } from "@manzil/domain/units";
import { clsx } from "clsx";
import { useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Form } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useHydrated } from "../../../lib/i18n/use-hydrated";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  AREA_UNIT_ORDER,
  convertToAll,
  formatArea,
  MAX_AREA_INPUT,
  parseAreaInput,
  type ConverterState,
} from "../area-conversion";

const CONTROL =
  "h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-500";

/**
 * Converts as the visitor types; without JavaScript the same fields submit as a GET form and the
 * server renders the answer (the swap button is a submit button then).
 */
export function AreaConverter({ initial }: { initial: ConverterState }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const isHydrated = useHydrated();
  const ids = { value: useId(), from: useId(), to: useId(), error: useId() };
  const [state, setState] = useState(initial);
  const input = parseAreaInput(state.text);
  const conversions = input.ok ? convertToAll(input.value, state.from) : [];
  const result = conversions.find((conversion) => conversion.unit === state.to);
  const unitName = (unit: AreaUnit) => t(`area_converter.unit.${unit}`);
  const showError = !input.ok && input.reason !== "empty";

  const swap = () => {
    setState((current) => ({ ...current, from: current.to, to: current.from }));
  };

  return (
    <div className="flex flex-col gap-6">
      <Card className="p-5">
        <Form
          method="get"
          className="grid gap-4 md:grid-cols-[2fr_2fr_auto_2fr] md:items-end"
          data-testid="area-converter-form"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.value} className="text-sm font-medium text-slate-700">
              {t("area_converter.value")}
            </label>
            <input
              id={ids.value}
              name="value"
              value={state.text}
              onChange={(event) => setState((current) => ({ ...current, text: event.target.value }))}
              inputMode="decimal"
              autoComplete="off"
              maxLength={40}
              aria-invalid={showError || undefined}
              aria-describedby={showError ? ids.error : undefined}
              className={CONTROL}
            />
          </div>
          <UnitSelect
            id={ids.from}
            name="from"
            label={t("area_converter.from")}
            value={state.from}
            onChange={(from) => setState((current) => ({ ...current, from }))}
          />
          {/* A submit button only without JavaScript: once hydrated, Enter in the field must not swap. */}
          <Button
            type={isHydrated ? "button" : "submit"}
            name="swap"
            value="1"
            variant="outline"
            onClick={swap}
            aria-label={t("area_converter.swap_label")}
          >
            <span aria-hidden="true">⇄</span>
            {t("area_converter.swap")}
          </Button>
          <UnitSelect
            id={ids.to}
            name="to"
            label={t("area_converter.to")}
            value={state.to}
            onChange={(to) => setState((current) => ({ ...current, to }))}
          />
          <noscript>
            <Button type="submit">{t("area_converter.convert")}</Button>
          </noscript>
        </Form>
        {showError ? (
          <p id={ids.error} role="alert" className="mt-3 text-sm text-red-700">
            {t(`area_converter.error.${input.reason}`, { max: formatArea(MAX_AREA_INPUT, locale) })}
          </p>
        ) : null}
        <p
          className="mt-5 text-2xl font-extrabold text-slate-900"
          aria-live="polite"
          data-testid="area-converter-result"
        >
          {input.ok && result
            ? t("area_converter.result", {
                value: formatArea(input.value, locale),
                from: unitName(state.from),
                result: formatArea(result.value, locale),
                to: unitName(state.to),
              })
            : t("area_converter.prompt")}
        </p>
      </Card>

      {input.ok ? (
        <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80">
          <table className="w-full text-sm" data-testid="area-converter-table">
            <caption className="px-4 py-3 text-start font-semibold text-slate-900">
              {t("area_converter.table_caption", {
                value: formatArea(input.value, locale),
                from: unitName(state.from),
              })}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-semibold">
                  {t("area_converter.unit_column")}
                </th>
                <th scope="col" className="px-4 py-2 text-end font-semibold">
                  {t("area_converter.value_column")}
                </th>
              </tr>
            </thead>
            <tbody>
              {conversions.map((conversion) => (
                <tr
                  key={conversion.unit}
                  data-unit={conversion.unit}
                  className={clsx(
                    "border-t border-slate-100",
                    conversion.unit === state.to && "bg-brand-50 font-semibold",
                  )}
                >
                  <th scope="row" className="px-4 py-2 text-start font-medium">
                    {unitName(conversion.unit)}
                  </th>
                  <td className="px-4 py-2 text-end tabular-nums">{formatArea(conversion.value, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function UnitSelect({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: AreaUnit;
  onChange: (unit: AreaUnit) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(AREA_UNIT_ORDER.find((unit) => unit === event.target.value) ?? value)}
        className={CONTROL}
      >
        {AREA_UNIT_ORDER.map((unit) => (
          <option key={unit} value={unit}>
            {t(`area_converter.unit.${unit}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
