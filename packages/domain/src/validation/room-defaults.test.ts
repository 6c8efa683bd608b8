import { describe, expect, it } from "vitest";
import { roomNumericDefaults } from "./room-defaults.js";
import type { RoomNumericFields } from "./room-defaults.js";

describe("roomNumericDefaults fills blank room numerics as spec §5 says", () => {
  it.each<[string, RoomNumericFields, Record<string, unknown>]>([
    [
      "blank percentages become 0, rooms fall back to rooms_for_sell, room number to '0'",
      {
        discount_percentage: "",
        weekend_commission: null,
        nonrefundable_percentage: undefined,
        available_rooms: "",
        room_number: "",
        rooms_for_sell: 7,
      },
      {
        discount_percentage: 0,
        weekend_commission: 0,
        nonrefundable_percentage: 0,
        available_rooms: 7,
        room_number: "0",
      },
    ],
    [
      "available rooms become 1 when rooms_for_sell is blank too",
      { available_rooms: "  ", rooms_for_sell: "" },
      { available_rooms: 1 },
    ],
    [
      "an absent field is blank",
      {},
      {
        discount_percentage: 0,
        weekend_commission: 0,
        nonrefundable_percentage: 0,
        available_rooms: 1,
        room_number: "0",
      },
    ],
    [
      "values that were given are kept, explicit zeros included",
      {
        discount_percentage: 15,
        weekend_commission: "5",
        nonrefundable_percentage: 0,
        available_rooms: 0,
        room_number: "101",
        rooms_for_sell: 9,
      },
      {
        discount_percentage: 15,
        weekend_commission: "5",
        nonrefundable_percentage: 0,
        available_rooms: 0,
        room_number: "101",
      },
    ],
  ])("%s", (_rule, room, expected) => {
    expect(roomNumericDefaults(room)).toMatchObject(expected);
  });

  it("keeps the room's other fields", () => {
    const room = { id: 4, description: "Sea view", discount_percentage: "" };
    expect(roomNumericDefaults(room)).toMatchObject({
      id: 4,
      description: "Sea view",
      discount_percentage: 0,
    });
  });
});
