import type { TOwnerCalendarNight } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { useLocale } from "../../../lib/i18n/use-locale";
import { dateLabel, nightPrice, integerText } from "../calendar-month";
import type { OfferId } from "../owner-stays-api";
import type { NightChange } from "../use-calendar-edit";
import { unitsFree } from "./night-marks";

/** Long edits list this many nights, then say how many more. */
const ROWS_SHOWN = 62;

type EditPreviewDialogProps = {
  changes: NightChange[];
  currency: string;
  offerName: (offer: OfferId) => string | null;
  saving: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** What the owner is about to change, night by night (before → after); nothing is saved until they confirm. */
export function EditPreviewDialog({
  changes,
  currency,
  offerName,
  saving,
  error,
  onConfirm,
  onCancel,
}: EditPreviewDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const nights = new Set(changes.map((change) => change.date)).size;
  // Rooms are named only when one edit touches several offers (eBroker's room-type price).
  const named = new Set(changes.map((change) => change.offer)).size > 1;
  const state = (night: TOwnerCalendarNight | null) =>
    night
      ? [
          t(`owner_stays.status.${night.status}`),
          t("owner_stays.units_short", {
            free: integerText(unitsFree(night), locale),
            units: integerText(night.units, locale),
          }),
          nightPrice(night.price_minor, currency, locale),
        ].join(t("owner_stays.list_separator"))
      : t("owner_stays.preview.no_row");
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || saving ? undefined : onCancel())}
      title={t("owner_stays.preview.title")}
      description={
        changes.length === 0
          ? t("owner_stays.preview.nothing")
          : t("owner_stays.preview.lead", { count: nights })
      }
      className="max-w-2xl"
    >
      {changes.length > 0 ? (
        <div className="max-h-[50vh] overflow-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full text-sm" data-testid="preview-table">
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("owner_stays.preview.night")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("owner_stays.preview.before")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("owner_stays.preview.after")}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.slice(0, ROWS_SHOWN).map((change) => (
                <tr
                  key={`${change.offer ?? "home"}-${change.date}`}
                  className="border-t border-slate-100"
                  data-testid="preview-row"
                >
                  <th
                    scope="row"
                    className="px-3 py-2 text-start font-semibold whitespace-nowrap text-slate-900"
                  >
                    {dateLabel(change.date, locale, "short")}
                    {named && offerName(change.offer) ? (
                      <span className="block text-xs font-normal text-slate-500">
                        <bdi>{offerName(change.offer)}</bdi>
                      </span>
                    ) : null}
                  </th>
                  <td className="px-3 py-2 text-slate-600">{state(change.before)}</td>
                  <td className="px-3 py-2 font-semibold text-slate-900">{state(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {changes.length > ROWS_SHOWN ? (
            <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-600">
              {t("owner_stays.preview.more", { count: changes.length - ROWS_SHOWN })}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <div className="mt-4">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t("owner_stays.preview.cancel")}
        </Button>
        {changes.length > 0 ? (
          <Button onClick={onConfirm} disabled={saving}>
            {saving ? t("owner_stays.preview.saving") : t("owner_stays.preview.confirm", { count: nights })}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
