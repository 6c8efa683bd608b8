import { datesFromTo } from "@manzil/domain/stays";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { TabList, tabPanelProps } from "../../../components/ui/tabs";
import type { NightRange } from "../calendar-month";
import {
  priceProblem,
  rangeProblems,
  typedNumber,
  unitsProblem,
  withoutBlanks,
  type FieldProblems,
} from "../edit-validation";
import type { CalendarEdit, OfferId } from "../owner-stays-api";
import type { CalendarEditFlow } from "../use-calendar-edit";

export type RoomTypeChoice = { id: number; name: string; offers: number[] };

type Tool = "availability" | "prices" | "date-prices" | "room-type-price";

/** Most nights "use the selection" copies into the price-per-date rows. */
const DATE_ROWS_MAX = 31;

type EditToolsProps = {
  offer: OfferId;
  selection: NightRange | null;
  /** The hotel's room types (for eBroker's room-type price); empty for a vacation home. */
  roomTypes: RoomTypeChoice[];
  flow: CalendarEditFlow;
};

/** The bulk tools fed by the calendar's selection; each sends a preview first (see useCalendarEdit). */
export function EditTools({ offer, selection, roomTypes, flow }: EditToolsProps) {
  const { t } = useTranslation();
  const [tool, setTool] = useState<Tool>("availability");
  const [range, setRange] = useState({ from: selection?.from ?? "", to: selection?.to ?? "" });

  // A new pick on the calendar fills the range fields (React's "adjust state on a prop change" pattern).
  const [seen, setSeen] = useState(selection);
  if (selection !== seen) {
    setSeen(selection);
    if (selection) setRange({ from: selection.from, to: selection.to });
  }

  const tools: Tool[] = [
    "availability",
    "prices",
    "date-prices",
    ...(roomTypes.length > 0 ? (["room-type-price"] as const) : []),
  ];
  const saved = flow.phase.step === "saved" ? flow.phase.count : null;
  const busy = flow.phase.step === "previewing";
  const shared = { offer, range, setRange, flow, busy };

  return (
    <div className="flex flex-col gap-4" data-testid="edit-tools">
      <TabList
        idPrefix="stay-tools"
        label={t("owner_stays.tools.label")}
        items={tools.map((value) => ({ value, label: t(`owner_stays.tools.${value}`) }))}
        value={tool}
        onChange={(value) => {
          flow.clearRefusal();
          setTool(value);
        }}
        className="flex-wrap"
      />
      <p role="status" className="text-sm font-semibold text-emerald-800 empty:hidden">
        {saved !== null ? t("owner_stays.saved", { count: saved }) : ""}
      </p>
      <div
        {...tabPanelProps("stay-tools", tool, tool)}
        className="focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {tool === "availability" ? <AvailabilityForm {...shared} /> : null}
        {tool === "prices" ? <PriceForm {...shared} /> : null}
        {tool === "date-prices" ? <DatePricesForm {...shared} selection={selection} /> : null}
        {tool === "room-type-price" ? <RoomTypePriceForm {...shared} roomTypes={roomTypes} /> : null}
      </div>
    </div>
  );
}

type FormProps = {
  offer: OfferId;
  range: { from: string; to: string };
  setRange: (range: { from: string; to: string }) => void;
  flow: CalendarEditFlow;
  busy: boolean;
};

/** Client problems first (translation keys), then the API's refusal per field; the first one wins. */
function useFieldErrors(flow: CalendarEditFlow) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<FieldProblems>({});
  const errorOf = (field: string) =>
    problems[field] ? t(problems[field]) : (flow.refusal?.fields[field] ?? undefined);
  return { problems, setProblems, errorOf };
}

function EditForm({
  lead,
  busy,
  flow,
  onSubmit,
  children,
  known,
}: {
  lead: string;
  busy: boolean;
  flow: CalendarEditFlow;
  onSubmit: () => void;
  children: ReactNode;
  /** The fields this form shows; the API's messages for other fields go into the alert. */
  known: (field: string) => boolean;
}) {
  const { t } = useTranslation();
  const others = Object.entries(flow.refusal?.fields ?? {}).filter(([field]) => !known(field));
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="text-sm text-slate-600">{lead}</p>
      {children}
      {flow.refusal ? (
        <FormAlert tone="error">
          {flow.refusal.message}
          {others.map(([field, message]) => (
            <span key={field} className="block">
              {message}
            </span>
          ))}
        </FormAlert>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t("owner_stays.tools.previewing") : t("owner_stays.tools.preview")}
        </Button>
      </div>
    </form>
  );
}

function RangeFields({
  range,
  setRange,
  errorOf,
}: Pick<FormProps, "range" | "setRange"> & { errorOf: (field: string) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Input
        type="date"
        name="from"
        label={t("owner_stays.tools.from")}
        value={range.from}
        onChange={(event) => setRange({ ...range, from: event.target.value })}
        error={errorOf("from")}
      />
      <Input
        type="date"
        name="to"
        label={t("owner_stays.tools.to")}
        value={range.to}
        onChange={(event) => setRange({ ...range, to: event.target.value })}
        error={errorOf("to")}
      />
    </div>
  );
}

const isRangeField = (field: string) => field === "from" || field === "to";

function AvailabilityForm({ offer, range, setRange, flow, busy }: FormProps) {
  const { t } = useTranslation();
  const [action, setAction] = useState<"open" | "close" | "keep">("close");
  const [units, setUnits] = useState("");
  const { setProblems, errorOf } = useFieldErrors(flow);

  const submit = () => {
    const problems = withoutBlanks({
      ...rangeProblems(range.from, range.to),
      units: unitsProblem(units),
      action: action === "keep" && units.trim() === "" ? "owner_stays.errors.nothing_to_change" : undefined,
    });
    setProblems(problems);
    if (Object.keys(problems).length > 0) return;
    const count = typedNumber(units);
    void flow.preview({
      kind: "availability",
      offer,
      body: {
        from: range.from,
        to: range.to,
        ...(action === "keep" ? {} : { open: action === "open" }),
        ...(count === undefined ? {} : { units: count }),
      },
    });
  };

  return (
    <EditForm
      lead={t("owner_stays.tools.availability_lead")}
      busy={busy}
      flow={flow}
      onSubmit={submit}
      known={(f) => isRangeField(f) || f === "units" || f === "open"}
    >
      <RangeFields range={range} setRange={setRange} errorOf={errorOf} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          name="open"
          label={t("owner_stays.tools.action")}
          value={action}
          onChange={(event) => setAction(event.target.value as typeof action)}
          error={errorOf("action") ?? errorOf("open")}
        >
          <option value="close">{t("owner_stays.tools.action_close")}</option>
          <option value="open">{t("owner_stays.tools.action_open")}</option>
          <option value="keep">{t("owner_stays.tools.action_keep")}</option>
        </Select>
        <Input
          name="units"
          inputMode="numeric"
          label={t("owner_stays.tools.units")}
          hint={t("owner_stays.tools.units_hint")}
          value={units}
          onChange={(event) => setUnits(event.target.value)}
          error={errorOf("units")}
        />
      </div>
    </EditForm>
  );
}

function PriceForm({ offer, range, setRange, flow, busy }: FormProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<"set" | "base">("set");
  const [price, setPrice] = useState("");
  const { setProblems, errorOf } = useFieldErrors(flow);

  const submit = () => {
    const problems = withoutBlanks({
      ...rangeProblems(range.from, range.to),
      price: mode === "set" ? priceProblem(price, true) : undefined,
    });
    setProblems(problems);
    if (Object.keys(problems).length > 0) return;
    const amount = typedNumber(price);
    void flow.preview({
      kind: "prices",
      offer,
      body: {
        from: range.from,
        to: range.to,
        ...(mode === "set" && amount !== undefined ? { price: amount } : {}),
      },
    });
  };

  return (
    <EditForm
      lead={t("owner_stays.tools.prices_lead")}
      busy={busy}
      flow={flow}
      onSubmit={submit}
      known={(f) => isRangeField(f) || f === "price"}
    >
      <RangeFields range={range} setRange={setRange} errorOf={errorOf} />
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t("owner_stays.tools.price_mode")}</legend>
        {(["set", "base"] as const).map((value) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="price_mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="size-4 accent-brand-700"
            />
            {t(`owner_stays.tools.price_mode_${value}`)}
          </label>
        ))}
      </fieldset>
      {mode === "set" ? (
        <Input
          name="price"
          inputMode="decimal"
          label={t("owner_stays.tools.price")}
          hint={t("owner_stays.tools.price_hint")}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={errorOf("price")}
        />
      ) : null}
    </EditForm>
  );
}

type DateRow = { key: number; date: string; price: string };
let nextRowKey = 1;
const newRow = (date = "", price = ""): DateRow => ({ key: nextRowKey++, date, price });

function DatePricesForm({ offer, flow, busy, selection }: FormProps & { selection: NightRange | null }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<DateRow[]>(() => [newRow(selection?.from ?? "")]);
  const { setProblems, errorOf } = useFieldErrors(flow);
  const update = (key: number, patch: Partial<DateRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = () => {
    const problems = withoutBlanks(
      Object.fromEntries(
        rows.flatMap((row, index) => [
          [`prices.${index}.date`, rangeProblems(row.date, row.date).from],
          [`prices.${index}.price`, priceProblem(row.price, false)],
        ]),
      ),
    );
    setProblems(problems);
    if (Object.keys(problems).length > 0) return;
    void flow.preview({
      kind: "date-prices",
      offer,
      body: { prices: rows.map((row) => ({ date: row.date, price: typedNumber(row.price) ?? null })) },
    });
  };

  return (
    <EditForm
      lead={t("owner_stays.tools.date_prices_lead")}
      busy={busy}
      flow={flow}
      onSubmit={submit}
      known={(f) => /^prices\.\d+\.(date|price)$/.test(f)}
    >
      <ul className="flex flex-col gap-3" data-testid="date-price-rows">
        {rows.map((row, index) => (
          <li key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <Input
              type="date"
              label={t("owner_stays.tools.date_n", { n: index + 1 })}
              value={row.date}
              onChange={(event) => update(row.key, { date: event.target.value })}
              error={errorOf(`prices.${index}.date`)}
            />
            <Input
              inputMode="decimal"
              label={t("owner_stays.tools.price_n", { n: index + 1 })}
              placeholder={t("owner_stays.tools.base_placeholder")}
              value={row.price}
              onChange={(event) => update(row.key, { price: event.target.value })}
              error={errorOf(`prices.${index}.price`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="mb-1"
              disabled={rows.length === 1}
              onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
              aria-label={t("owner_stays.tools.remove_date_n", { n: index + 1 })}
            >
              {t("owner_stays.tools.remove")}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setRows((all) => [...all, newRow()])}
          disabled={rows.length >= DATE_ROWS_MAX}
        >
          {t("owner_stays.tools.add_date")}
        </Button>
        {selection ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              setRows(
                datesFromTo(selection.from, selection.to)
                  .slice(0, DATE_ROWS_MAX)
                  .map((date) => newRow(date)),
              )
            }
          >
            {t("owner_stays.tools.use_selection")}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-500">{t("owner_stays.tools.blank_is_base")}</p>
    </EditForm>
  );
}

function RoomTypePriceForm({
  range,
  setRange,
  flow,
  busy,
  roomTypes,
}: FormProps & { roomTypes: RoomTypeChoice[] }) {
  const { t } = useTranslation();
  const [roomType, setRoomType] = useState(String(roomTypes[0]?.id ?? ""));
  const [price, setPrice] = useState("");
  const { setProblems, errorOf } = useFieldErrors(flow);

  const submit = () => {
    const chosen = roomTypes.find((type) => String(type.id) === roomType);
    const problems = withoutBlanks({
      ...rangeProblems(range.from, range.to),
      price: priceProblem(price, true),
      room_type_id: chosen ? undefined : "validation.required.room_type",
    });
    setProblems(problems);
    if (Object.keys(problems).length > 0 || !chosen) return;
    const edit: CalendarEdit = {
      kind: "room-type-price",
      offers: chosen.offers,
      body: { room_type_id: chosen.id, from: range.from, to: range.to, price: typedNumber(price) ?? 0 },
    };
    void flow.preview(edit);
  };

  return (
    <EditForm
      lead={t("owner_stays.tools.room_type_lead")}
      busy={busy}
      flow={flow}
      onSubmit={submit}
      known={(f) => isRangeField(f) || f === "price" || f === "room_type_id"}
    >
      <Select
        name="room_type_id"
        label={t("owner_stays.tools.room_type")}
        value={roomType}
        onChange={(event) => setRoomType(event.target.value)}
        error={errorOf("room_type_id")}
      >
        {roomTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </Select>
      <RangeFields range={range} setRange={setRange} errorOf={errorOf} />
      <Input
        name="price"
        inputMode="decimal"
        label={t("owner_stays.tools.price")}
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={errorOf("price")}
      />
    </EditForm>
  );
}
