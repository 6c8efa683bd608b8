import { describe, expect, it } from "vitest";
import { draftKey, draftOf, restoreDraft } from "./editor-draft";
import { emptyEditorState } from "./editor-form";
import { filledState, hotelState, pngFile } from "./editor-fixtures";
import { newCertificate, newRoom } from "./stay-form";

describe("drafts", () => {
  it("are kept per user, and apart for a new listing and each edited one", () => {
    const keys = [draftKey(1, null), draftKey(2, null), draftKey(1, 7), draftKey(1, 8)];
    expect(new Set(keys).size).toBe(4);
  });

  it("bring back the fields, the step and the chosen files in their order", () => {
    const state = filledState();
    const front = pngFile("front.png");
    state.files.single.title_image = { key: "a", file: front };
    state.files.gallery = [
      { key: "b", file: pngFile("kitchen.png") },
      { key: "c", file: pngFile("balcony.png") },
    ];
    state.files.owner.identity_proof = { key: "d", file: pngFile("id.png") };
    // IndexedDB clones Files as Files; jsdom's cannot be cloned, so the stored object is read as it is.
    const restored = restoreDraft(
      draftOf(state, "media", new Date("2026-11-20T10:00:00Z")),
      emptyEditorState(),
    );
    expect(restored?.step).toBe("media");
    expect(restored?.savedAt).toBe("2026-11-20T10:00:00.000Z");
    expect(restored?.state.fields).toEqual(state.fields);
    expect(restored?.state.files.single.title_image?.file.name).toBe("front.png");
    expect(restored?.state.files.gallery.map((picked) => picked.file.name)).toEqual([
      "kitchen.png",
      "balcony.png",
    ]);
    expect(restored?.state.files.owner.identity_proof?.file.name).toBe("id.png");
  });

  it("bring back a hotel's rooms, its certificates' files and the stay step it stopped at", () => {
    const state = hotelState();
    const certificate = { ...newCertificate(), title: "Licence" };
    state.fields.stay.rooms = [{ ...newRoom(), room_type_id: "2", price_per_night: "900" }];
    state.fields.stay.certificates = [certificate];
    state.files.certificateFiles = { [certificate.key]: { key: "x", file: pngFile("licence.png") } };
    const restored = restoreDraft(draftOf(state, "certificates", new Date()), emptyEditorState());
    expect(restored?.step).toBe("certificates");
    expect(restored?.state.fields.stay.rooms).toEqual(state.fields.stay.rooms);
    expect(restored?.state.files.certificateFiles[certificate.key]?.file.name).toBe("licence.png");
    // A draft from before stays existed resumes with empty stay parts.
    const old = draftOf(filledState(), "details", new Date()) as { fields: Record<string, unknown> };
    delete old.fields.stay;
    expect(restoreDraft(old, emptyEditorState())?.state.fields.stay.rooms).toEqual([]);
  });

  it("keep only removals of media the listing still has", () => {
    const base = emptyEditorState();
    base.existing.gallery = [{ id: 5, url: "a.webp" }];
    const edited = { ...base, existing: { ...base.existing, removedGallery: [5, 99] } };
    expect(restoreDraft(draftOf(edited, "media", new Date()), base)?.state.existing.removedGallery).toEqual([
      5,
    ]);
  });

  it("ignore what is not a draft of this version", () => {
    expect(restoreDraft(undefined)).toBeNull();
    expect(restoreDraft({ version: 0, fields: {} })).toBeNull();
    expect(restoreDraft("text")).toBeNull();
  });
});
