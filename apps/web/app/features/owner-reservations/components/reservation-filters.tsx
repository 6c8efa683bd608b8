import type { TOwnListing } from "@manzil/domain/contracts";
import { RESERVATION_STATUSES } from "@manzil/domain/reservations";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { ownerReservationsHref, type OwnerReservationsView } from "../owner-reservations";

/**
 * Property, status and check-in range. Applied on submit into the URL (page back to 1), so the filters survive a
 * reload and the back button walks through them.
 */
export function ReservationFilters({
  base,
  view,
  stays,
  scoped,
}: {
  base: string;
  view: OwnerReservationsView;
  /** The owner's stays to choose from; null when the page is one hotel's. */
  stays: TOwnListing[] | null;
  scoped: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [property, setProperty] = useState(view.propertyId === null ? "" : String(view.propertyId));
  const [status, setStatus] = useState<string>(view.status ?? "");
  const [from, setFrom] = useState(view.from ?? "");
  const [to, setTo] = useState(view.to ?? "");
  const rangeBackwards = from !== "" && to !== "" && to < from;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeBackwards) return;
    const next: OwnerReservationsView = {
      propertyId: scoped ? view.propertyId : property ? Number(property) : null,
      status: (status || null) as OwnerReservationsView["status"],
      from: from || null,
      to: to || null,
      page: 1,
    };
    void navigate(ownerReservationsHref(base, next, scoped));
  };

  const filtered =
    view.status !== null || view.from !== null || view.to !== null || (!scoped && view.propertyId !== null);
  return (
    <form
      onSubmit={submit}
      aria-label={t("owner_reservations.filters.label")}
      className="mt-6 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:gap-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      {stays ? (
        <div className="col-span-2 sm:col-span-1">
          <Select
            label={t("owner_reservations.filters.property")}
            value={property}
            onChange={(event) => setProperty(event.target.value)}
          >
            <option value="">{t("owner_reservations.filters.all_properties")}</option>
            {stays.map((stay) => (
              <option key={stay.id} value={stay.id}>
                {stay.title}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <div className="col-span-2 sm:col-span-1">
        <Select
          label={t("owner_reservations.filters.status")}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">{t("owner_reservations.filters.all_statuses")}</option>
          {RESERVATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`owner_reservations.status.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <Input
        type="date"
        label={t("owner_reservations.filters.from")}
        value={from}
        max={to || undefined}
        onChange={(event) => setFrom(event.target.value)}
      />
      <Input
        type="date"
        label={t("owner_reservations.filters.to")}
        value={to}
        min={from || undefined}
        error={rangeBackwards ? t("owner_reservations.filters.range_backwards") : undefined}
        onChange={(event) => setTo(event.target.value)}
      />
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit">{t("owner_reservations.filters.apply")}</Button>
        {filtered ? (
          <Link
            to={ownerReservationsHref(
              base,
              { propertyId: scoped ? view.propertyId : null, status: null, from: null, to: null, page: 1 },
              scoped,
            )}
            className={buttonClasses({ variant: "ghost" })}
            onClick={() => {
              setProperty(scoped && view.propertyId !== null ? String(view.propertyId) : "");
              setStatus("");
              setFrom("");
              setTo("");
            }}
          >
            {t("owner_reservations.filters.clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
