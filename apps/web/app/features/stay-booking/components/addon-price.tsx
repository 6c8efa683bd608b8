import type { THotelAddonPackage } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Price } from "../../../components/ui/price";

/** What one unit of a package costs and what the unit is ("per night", "per guest"). */
export function AddonPrice({ pack, className }: { pack: THotelAddonPackage; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={clsx("shrink-0 text-end", className)}>
      <Price amountMinor={pack.total_price_minor} currency={pack.currency} className="font-semibold" />{" "}
      <span className="text-xs">{t(`stay_booking.addons.basis.${pack.basis}`)}</span>
    </span>
  );
}
