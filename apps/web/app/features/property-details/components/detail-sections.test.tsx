import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders, TEST_SETTINGS } from "../../../../test/render";
import { ContactActions } from "./contact-actions";
import { DocumentList, fileTypeLabel } from "./document-list";
import { MediaTabs } from "./media-tabs";
import { PremiumGate } from "./premium-gate";
import { FacilityList, OwnerCard, ParameterList } from "./property-sections";
import { SignInPromptProvider } from "./sign-in-prompt";

const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

describe("MediaTabs", () => {
  it("puts photos, the 3D image and the video in tabs and loads YouTube only after Play, through youtube-nocookie", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MediaTabs
        photos={<p>the gallery</p>}
        threeDImage="https://x/3d.webp"
        videoLink={YOUTUBE}
        title="Sunny Villa"
      />,
    );
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Photos", "3D view", "Video"]);
    expect(screen.getByText("the gallery")).toBeTruthy();
    expect(document.querySelector("iframe")).toBeNull();

    await user.click(screen.getByRole("tab", { name: "3D view" }));
    expect(screen.getByRole("img", { name: "3D view of Sunny Villa" }).getAttribute("src")).toBe(
      "https://x/3d.webp",
    );

    await user.click(screen.getByRole("tab", { name: "Video" }));
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Play the video" }));
    const frame = screen.getByTitle("Video of Sunny Villa");
    expect(new URL(frame.getAttribute("src")!).host).toBe("www.youtube-nocookie.com");
    expect(frame.getAttribute("src")).toContain("/embed/dQw4w9WgXcQ");
  });

  it("offers any other video address as a link, in Arabic, and never a javascript: one", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <MediaTabs photos={<p>photos</p>} threeDImage="" videoLink="https://vimeo.com/1" title="فيلا" />,
      { language: "ar" },
    );
    await user.click(await screen.findByRole("tab", { name: "فيديو" }));
    const link = screen.getByRole("link", { name: "مشاهدة الفيديو" });
    expect(link.getAttribute("href")).toBe("https://vimeo.com/1");
    expect(link.getAttribute("rel")).toContain("noopener");
    unmount();

    renderWithProviders(<MediaTabs photos={null} threeDImage="" videoLink="javascript:alert(1)" title="x" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("shows just the gallery when there is nothing else", async () => {
    renderWithProviders(<MediaTabs photos={<p>only photos</p>} threeDImage="" videoLink="" title="x" />);
    expect(await screen.findByText("only photos")).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
  });
});

describe("OwnerCard", () => {
  it("on an Arabic page, an owner's English name keeps its own direction", async () => {
    const owner = {
      is_admin_listing: false,
      customer_name: "Mona Helmy.",
      customer_type: "property_owner",
      profile: "",
      is_verified: false,
    };
    renderWithProviders(<OwnerCard property={owner} companyName="Manzil" />, { language: "ar" });
    expect((await screen.findByText("Mona Helmy.")).getAttribute("dir")).toBe("auto");
  });
});

describe("FacilityList", () => {
  const facilities = [
    {
      id: 1,
      facility_id: 1,
      name: "Hospital",
      name_en: "Hospital",
      name_ar: "مستشفى",
      image: "",
      distance: 1.25,
    },
    { id: 2, facility_id: 2, name: "School", name_en: "School", name_ar: "مدرسة", image: "", distance: 800 },
  ];

  it("prints each distance with the unit of the distance_option setting", async () => {
    renderWithProviders(<FacilityList facilities={facilities} unitOption="m" />, {
      settings: { ...TEST_SETTINGS, distance_option: "m" },
    });
    const places = await screen.findAllByTestId("nearby-place");
    expect(places.map((place) => place.textContent)).toEqual(["Hospital1 m", "School800 m"]);
  });

  it("uses Arabic-Indic digits and Arabic unit names on Arabic pages (km by default)", async () => {
    renderWithProviders(<FacilityList facilities={facilities} unitOption={undefined} />, { language: "ar" });
    const places = await screen.findAllByTestId("nearby-place");
    expect(places[0]!.textContent).toContain("١٫٣ كم");
    expect(places[1]!.textContent).toContain("٨٠٠ كم");
  });
});

describe("DocumentList", () => {
  it("lists each document with its file type and a download link named after it", async () => {
    renderWithProviders(
      <DocumentList
        documents={[
          { id: 1, name: "Floor plan", file: "https://x/uploads/plan.pdf", type: "pdf" },
          { id: 2, name: "", file: "https://x/uploads/contract.docx", type: "" },
        ]}
      />,
    );
    const list = await screen.findByTestId("property-documents");
    const items = within(list).getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("PDF file");
    expect(items[1]!.textContent).toContain("DOCX file");
    const download = screen.getByRole("link", { name: "Download Floor plan" });
    expect(download.getAttribute("href")).toBe("https://x/uploads/plan.pdf");
    expect(download.hasAttribute("download")).toBe(true);
  });

  it("reads the type from the name when the API leaves it out", () => {
    expect(fileTypeLabel({ type: "", file: "https://x/a.b/plan.PDF?v=2" })).toBe("PDF");
    expect(fileTypeLabel({ type: ".jpg", file: "" })).toBe("JPG");
  });
});

describe("ContactActions", () => {
  it("calls, e-mails and opens WhatsApp with the owner's details", async () => {
    renderWithProviders(
      <ContactActions mobile="+20 100 123 4567" email="owner@example.com" whatsapp="" title="Sunny Villa" />,
    );
    expect((await screen.findByRole("link", { name: "Call" })).getAttribute("href")).toBe(
      "tel:+201001234567",
    );
    expect(screen.getByRole("link", { name: "E-mail" }).getAttribute("href")).toBe(
      "mailto:owner@example.com?subject=Sunny%20Villa",
    );
    const whatsapp = new URL(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")!);
    expect(whatsapp.pathname).toBe("/201001234567");
  });

  it("renders nothing when the API shared no contact (guests, locked listings)", async () => {
    renderWithProviders(
      <div data-testid="holder">
        <ContactActions mobile="" email="" whatsapp="" title="x" />
      </div>,
    );
    expect((await screen.findByTestId("holder")).childElementCount).toBe(0);
  });
});

describe("PremiumGate", () => {
  it("leads members to the subscription plans", async () => {
    renderWithProviders(
      <SignInPromptProvider isSignedIn renderSignIn={() => null}>
        <PremiumGate />
      </SignInPromptProvider>,
    );
    const gate = await screen.findByTestId("premium-gate");
    expect(within(gate).getByRole("heading", { level: 2 }).textContent).toBe("A premium listing");
    expect(within(gate).getByRole("link", { name: "See subscription plans" }).getAttribute("href")).toBe(
      "/subscription-plan?feature=premium_properties",
    );
  });

  it("asks guests to sign in first, in Arabic", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SignInPromptProvider isSignedIn={false} renderSignIn={() => <p>sign-in panel</p>}>
        <PremiumGate />
      </SignInPromptProvider>,
      { language: "ar" },
    );
    await user.click(await screen.findByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByRole("dialog", { name: "لم تقم بتسجيل الدخول" })).toBeTruthy();
  });
});

describe("ParameterList", () => {
  const parameter = (id: number, name: string, value: string, image = "") => ({
    id,
    name,
    name_en: name,
    name_ar: name,
    type_of_parameter: "number",
    type_values: [],
    image,
    is_required: 0 as const,
    value,
  });

  it("pairs each feature's name with its value in a description list, icons inside the names", () => {
    renderWithProviders(
      <ParameterList
        parameters={[parameter(1, "Bedrooms", "3", "https://x/bed.webp"), parameter(2, "Floor", "")]}
      />,
    );
    const list = screen.getAllByRole("term")[0]!.closest("dl")!;
    // Only <div> groups of <dt>/<dd> inside the list (what assistive technology pairs).
    for (const group of Array.from(list.children)) {
      expect(Array.from(group.children).map((child) => child.tagName)).toEqual(["DT", "DD"]);
    }
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Bedrooms", "Floor"]);
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual(["3", "—"]);
  });
});
