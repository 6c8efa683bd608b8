type Blank = "" | null | undefined;

/** The room fields that the hotel form may leave blank (spec §3 "Hotel room"). */
export interface RoomNumericFields {
  readonly discount_percentage?: number | string | null;
  readonly weekend_commission?: number | string | null;
  readonly nonrefundable_percentage?: number | string | null;
  readonly available_rooms?: number | string | null;
  readonly room_number?: number | string | null;
  readonly rooms_for_sell?: number | string | null;
}

type DefaultedField =
  | "discount_percentage"
  | "weekend_commission"
  | "nonrefundable_percentage"
  | "available_rooms"
  | "room_number";

type Filled<Value> = Exclude<Value, Blank>;

export type RoomWithNumericDefaults<Room extends RoomNumericFields> = Omit<Room, DefaultedField> & {
  readonly discount_percentage: Filled<Room["discount_percentage"]> | 0;
  readonly weekend_commission: Filled<Room["weekend_commission"]> | 0;
  readonly nonrefundable_percentage: Filled<Room["nonrefundable_percentage"]> | 0;
  readonly available_rooms: Filled<Room["available_rooms"] | Room["rooms_for_sell"]> | 1;
  readonly room_number: Filled<Room["room_number"]> | "0";
};

// Only genuinely empty values are defaulted: an explicit 0 is a choice and is kept as sent.
function isBlank(value: unknown): value is Blank {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Spec §5: blank discount, weekend commission and non-refundable percentage become 0; blank
 * available rooms become rooms_for_sell, or 1 when that is blank too; a blank room number "0".
 */
export function roomNumericDefaults<Room extends RoomNumericFields>(
  room: Room,
): RoomWithNumericDefaults<Room> {
  const orZero = <Value>(value: Value) => (isBlank(value) ? 0 : value);
  return {
    ...room,
    discount_percentage: orZero(room.discount_percentage),
    weekend_commission: orZero(room.weekend_commission),
    nonrefundable_percentage: orZero(room.nonrefundable_percentage),
    available_rooms: isBlank(room.available_rooms)
      ? isBlank(room.rooms_for_sell)
        ? 1
        : room.rooms_for_sell
      : room.available_rooms,
    room_number: isBlank(room.room_number) ? "0" : room.room_number,
  } as RoomWithNumericDefaults<Room>;
}
