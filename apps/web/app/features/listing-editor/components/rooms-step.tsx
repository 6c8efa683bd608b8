import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { EditorErrors } from "../editor-steps";
import { useRoomTypes } from "../stay-catalogue";
import {
  discountProblem,
  newRoom,
  nightlyPriceProblem,
  percentProblem,
  type RoomRow,
  type StayFields,
} from "../stay-form";
import { messageText } from "./editor-context";
import { moveItem } from "./gallery-field";
import { CatalogueStatus, liveError, RowActions, useFocusOnAdd } from "./stay-parts";

type RoomsStepProps = {
  stay: StayFields;
  errors: EditorErrors;
  onChange: (patch: Partial<StayFields>) => void;
};

/**
 * A hotel's room offers: each a room type with its identical rooms for sale, its price per night and its
 * percentages. Prices and discounts are checked as they are typed (spec §5); blank percentages are 0 and blank
 * rooms for sale 1, as the placeholders say.
 */
export function RoomsStep({ stay, errors, onChange }: RoomsStepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const roomTypes = useRoomTypes();
  const rooms = stay.rooms;
  useFocusOnAdd(rooms.length, (index) => `hotelRooms_${index}_room_type_id`);
  const setRoom = (key: string, patch: Partial<RoomRow>) =>
    onChange({ rooms: rooms.map((room) => (room.key === key ? { ...room, ...patch } : room)) });
  const listProblem = messageText(errors.hotelRooms ?? errors.hotel_rooms ?? errors.remove_hotel_rooms, t);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t("editor.rooms.intro")}</p>
      <CatalogueStatus
        query={roomTypes}
        what={t("editor.rooms.room_types")}
        empty={t("editor.rooms.no_room_types")}
      />
      {listProblem ? (
        <p className="text-sm font-medium text-red-600" role="alert" data-testid="rooms-problem">
          {listProblem}
        </p>
      ) : null}
      {rooms.length === 0 ? <p className="text-sm text-slate-600">{t("editor.rooms.empty")}</p> : null}
      <ol className="flex flex-col gap-4" data-testid="room-list">
        {rooms.map((room, index) => {
          const name = t("editor.rooms.room", { number: formatNumber(index + 1, locale) });
          const at = (field: keyof RoomRow) => errors[`room:${room.key}:${field}`];
          const field = (name: keyof RoomRow) => `hotelRooms_${index}_${name}`;
          const text = (key: keyof RoomRow) => room[key] as string;
          const numberInput = (
            key: keyof RoomRow,
            live: string | null,
            extra: { placeholder?: string; hint?: string } = {},
          ) => (
            <Input
              name={field(key)}
              inputMode="decimal"
              dir="ltr"
              label={t(`editor.rooms.fields.${key}`)}
              value={text(key)}
              {...extra}
              error={liveError(at(key), live, text(key), t)}
              onChange={(event) => setRoom(room.key, { [key]: event.target.value })}
            />
          );
          return (
            <li
              key={room.key}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4"
              data-testid="room-item"
              aria-label={name}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-base font-bold text-slate-900">{name}</h3>
                <RowActions
                  name={name}
                  position={index}
                  count={rooms.length}
                  onMove={(by) => onChange({ rooms: moveItem(rooms, index, by) })}
                  onRemove={() => onChange({ rooms: rooms.filter((other) => other.key !== room.key) })}
                />
              </div>
              {/* Two short numbers side by side even on a phone, so a room fits in a few screens. */}
              <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
                <div className="col-span-2 sm:col-span-1">
                  <Select
                    name={field("room_type_id")}
                    label={t("editor.rooms.fields.room_type_id")}
                    value={room.room_type_id}
                    error={messageText(at("room_type_id"), t)}
                    onChange={(event) => setRoom(room.key, { room_type_id: event.target.value })}
                  >
                    <option value="">{t("editor.choose")}</option>
                    {(roomTypes.data ?? []).map((type) => (
                      <option key={type.id} value={type.id}>
                        {type.name}
                      </option>
                    ))}
                  </Select>
                </div>
                <Input
                  name={field("room_number")}
                  dir="auto"
                  label={t("editor.rooms.fields.room_number")}
                  placeholder="0"
                  value={room.room_number}
                  error={messageText(at("room_number"), t)}
                  onChange={(event) => setRoom(room.key, { room_number: event.target.value })}
                />
                {numberInput("price_per_night", nightlyPriceProblem(room.price_per_night), {
                  hint: t("editor.rooms.price_hint"),
                })}
                {numberInput("discount_percentage", discountProblem(room.discount_percentage), {
                  placeholder: "0",
                })}
                {numberInput("weekend_commission", percentProblem(room.weekend_commission), {
                  placeholder: "0",
                  hint: t("editor.rooms.weekend_hint"),
                })}
                {numberInput("nonrefundable_percentage", percentProblem(room.nonrefundable_percentage), {
                  placeholder: "0",
                })}
                {numberInput("available_rooms", null, {
                  placeholder: "1",
                  hint: t("editor.rooms.available_rooms_hint"),
                })}
                {numberInput("max_guests", null)}
                <Select
                  name={field("refund_policy")}
                  label={t("editor.rooms.fields.refund_policy")}
                  value={room.refund_policy}
                  error={messageText(at("refund_policy"), t)}
                  onChange={(event) =>
                    setRoom(room.key, { refund_policy: event.target.value as RoomRow["refund_policy"] })
                  }
                >
                  <option value="">{t("editor.choose")}</option>
                  <option value="flexible">{t("editor.rooms.refund.flexible")}</option>
                  <option value="non-refundable">{t("editor.rooms.refund.non-refundable")}</option>
                </Select>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <Textarea
                  name={field("description")}
                  lang="en"
                  dir="ltr"
                  rows={2}
                  label={t("editor.rooms.fields.description")}
                  value={room.description}
                  onChange={(event) => setRoom(room.key, { description: event.target.value })}
                />
                <Textarea
                  name={field("description_ar")}
                  lang="ar"
                  dir="rtl"
                  rows={2}
                  label={t("editor.rooms.fields.description_ar")}
                  value={room.description_ar}
                  onChange={(event) => setRoom(room.key, { description_ar: event.target.value })}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        className="self-start"
        data-testid="add-room"
        onClick={() => onChange({ rooms: [...rooms, newRoom()] })}
      >
        {t("editor.rooms.add")}
      </Button>
    </div>
  );
}
