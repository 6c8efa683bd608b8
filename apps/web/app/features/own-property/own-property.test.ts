import { describe, expect, it } from "vitest";
import type { OwnListing } from "../../components/owner/own-listing";
import { listingOfSlug, picturesOf, sizeUnit } from "./own-property";
import { checkedOptions, ownParameterText } from "../../components/owner/own-listing";

const listing = (slug_id: string) => ({ slug_id }) as OwnListing;

describe("listingOfSlug", () => {
  it("finds the owner's listing by its address whatever the case, and nothing for another address", () => {
    const listings = [listing("nile-flat"), listing("sunny-villa")];
    expect(listingOfSlug(listings, "Sunny-Villa")?.slug_id).toBe("sunny-villa");
    expect(listingOfSlug(listings, "someone-elses-villa")).toBeNull();
    expect(listingOfSlug([], "nile-flat")).toBeNull();
  });
});

describe("picturesOf and sizeUnit", () => {
  it("puts the title picture first and never shows one twice", () => {
    expect(
      picturesOf({
        title_image: "a.webp",
        gallery: [
          { id: 1, image: "b", image_url: "b.webp" },
          { id: 2, image: "a", image_url: "a.webp" },
        ],
      }),
    ).toEqual(["a.webp", "b.webp"]);
    expect(picturesOf({ title_image: "", gallery: [] })).toEqual([]);
  });

  it("reads sizes in kilobytes, then megabytes", () => {
    expect(sizeUnit(200)).toEqual({ value: 1, unit: "kb", digits: 0 });
    expect(sizeUnit(350_000)).toEqual({ value: 342, unit: "kb", digits: 0 });
    expect(sizeUnit(2_500_000)).toEqual({ value: 2.4, unit: "mb", digits: 1 });
  });
});

describe("a checkbox parameter on the owner's page", () => {
  it("lists the options the API sends as a JSON array (eBroker's edit forms parse it), or as a comma list", () => {
    const checkbox = { type_of_parameter: "checkbox", value: '["Garden","Pool"]' };
    expect(checkedOptions(checkbox.value)).toEqual(["Garden", "Pool"]);
    expect(ownParameterText(checkbox, "en")).toBe("Garden, Pool");
    expect(ownParameterText({ type_of_parameter: "checkbox", value: "Garden, Pool" }, "en")).toBe(
      "Garden, Pool",
    );
    expect(ownParameterText({ type_of_parameter: "number", value: "3" }, "en")).toBe("3");
  });
});
