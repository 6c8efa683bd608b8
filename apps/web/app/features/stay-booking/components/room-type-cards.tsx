import type { THotelRoom } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Price } from "../../../components/ui/price";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { roomDescription, roomName } from "../stay-details";

export type RoomTypeCardsProps = {
  rooms: readonly THotelRoom[];
  /** Rooms carry no photos of their own: the listing's gallery stands in, one picture per card in turn. */
  photos: readonly string[];
  chosenId: number | null;
  onChoose: (room: THotelRoom) => void;
};

export function RoomTypeCards({ rooms, photos, chosenId, onChoose }: RoomTypeCardsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (rooms.length === 0) {
    return <p className="mt-4 text-sm text-slate-600">{t("stay_booking.rooms.empty")}</p>;
  }
  return (
    <ul className="mt-5 grid gap-5 md:grid-cols-2" data-testid="room-types">
      {rooms.map((room, index) => {
        const name = roomName(room, locale);
        const description = roomDescription(room, locale);
        const photo = photos.length > 0 ? photos[index % photos.length] : undefined;
        const chosen = room.id === chosenId;
        return (
          <li
            key={room.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
            data-testid="room-type"
          >
            {photo ? (
              <img
                src={photo}
                alt={t("stay_booking.rooms.photo_alt", { name })}
                loading="lazy"
                width={640}
                height={360}
                className="aspect-[16/9] w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-lg font-bold text-slate-900" dir="auto">
                  {name}
                </h3>
                {room.discount_percentage > 0 ? (
                  <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
                    {t("stay_booking.rooms.discount", {
                      value: formatNumber(room.discount_percentage, locale),
                    })}
                  </span>
                ) : null}
              </div>
              {description ? (
                <p className="line-clamp-3 text-sm leading-relaxed text-slate-600" dir="auto">
                  {description}
                </p>
              ) : null}
              <ul className="flex flex-wrap gap-2 text-xs font-medium text-slate-700">
                <li className="rounded-full bg-slate-100 px-2.5 py-1">
                  {t("stay_booking.rooms.max_guests", { count: room.max_guests })}
                </li>
                <li className="rounded-full bg-slate-100 px-2.5 py-1">
                  {t("stay_booking.rooms.units", { count: room.available_rooms })}
                </li>
                <li className="rounded-full bg-slate-100 px-2.5 py-1">
                  {t(`stay_booking.rooms.refund.${room.refund_policy}`)}
                </li>
              </ul>
              <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
                <p className="text-sm text-slate-600">
                  {t("stay_booking.rooms.from")}{" "}
                  <Price
                    amountMinor={room.price_per_night_minor}
                    currency={room.currency}
                    className="text-lg font-extrabold text-brand-800"
                  />{" "}
                  {t("stay_booking.rooms.per_night")}
                </p>
                <Button
                  variant={chosen ? "secondary" : "outline"}
                  size="sm"
                  aria-pressed={chosen}
                  onClick={() => onChoose(room)}
                >
                  {chosen ? t("stay_booking.rooms.chosen") : t("stay_booking.rooms.choose")}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
