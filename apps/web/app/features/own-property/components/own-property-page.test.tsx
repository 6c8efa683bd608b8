import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { render } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPropertyCard } from "../../../../test/factories";
import { TEST_SETTINGS, TestProviders } from "../../../../test/render";
import type { OwnListing } from "../../../components/owner/own-listing";
import { jsonAnswer as json, recordingFetch } from "../../../components/owner/testing/recording-fetch";
import { OwnPropertyPage } from "./own-property-page";

function ownListing(overrides: Partial<OwnListing>): OwnListing {
  return {
    ...createPropertyCard(),
    description: "Three bedrooms over the river.",
    gallery: [{ id: 1, image: "g", image_url: "http://manzil.test/uploads/g.webp" }],
    post_created: "2 days ago",
    total_interested_users: 4,
    total_inquiries: 3,
    request_status: "approved",
    status: 1,
    reject_reason: null,
    owner_documents: [],
    ...overrides,
  } as OwnListing;
}

const villa = ownListing({
  id: 7,
  slug_id: "sunny-villa",
  title: "Sunny Villa",
  property_type: "sell",
  total_click: 40,
  favourite_count: 3,
});

/** get-added-properties over the owner's `listings`, filtered by slug as the API does. */
function fakeApi(listings: OwnListing[], refuse?: { path: string; status: number; message: string }) {
  return recordingFetch(({ url, path, body }) => {
    if (path === "get-added-properties") {
      const slug = new URL(url, "http://x").searchParams.get("slug_id");
      const data = listings.filter((listing) => listing.slug_id === slug);
      return json(200, { error: false, message: "", data, total: data.length });
    }
    if (path === "delete_property") {
      return json(200, {
        error: false,
        message: "Listing deleted",
        data: { id: (body as { id: number }).id },
      });
    }
    return json(404, { error: true, message: "not found" });
  }, refuse);
}

/** The page at /my-property/<slug> with /user/my-properties beside it, to see where a deletion leads. */
function renderPage(slug: string, language: "en" | "ar" = "en") {
  document.documentElement.lang = language;
  const Stub = createRoutesStub([
    {
      path: "/my-property/:slug",
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          <OwnPropertyPage slug={slug} />
          <Toaster />
        </TestProviders>
      ),
    },
    { path: "/user/my-properties", Component: () => <h1>My properties list</h1> },
  ]);
  return render(<Stub initialEntries={[`/my-property/${slug}`]} />);
}

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe("OwnPropertyPage", () => {
  it("shows an approved listing with its figures, its public page, edit and the moves the API allows", async () => {
    const api = fakeApi([{ ...villa }]);
    renderPage("sunny-villa");
    expect(await screen.findByRole("heading", { level: 1, name: "Sunny Villa" })).toBeTruthy();
    expect(api.calls[0]?.url).toBe("/api/get-added-properties?slug_id=sunny-villa&limit=1&lang=en");
    expect(screen.getByTestId("listing-state").textContent).toBe("Active");
    expect(within(screen.getByTestId("listing-views")).getByText("40")).toBeTruthy();
    expect(within(screen.getByTestId("listing-interested")).getByText("4")).toBeTruthy();
    expect(within(screen.getByTestId("listing-inquiries")).getByText("3")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Requests from clients" }).getAttribute("href")).toBe(
      "/user/inquiries?property=7",
    );
    const actions = screen.getByRole("group", { name: "Actions for Sunny Villa" });
    expect(
      within(actions).getByRole("link", { name: "View Sunny Villa as visitors see it" }).getAttribute("href"),
    ).toBe("/properties-details/sunny-villa");
    expect(within(actions).getByRole("link", { name: "Edit: Sunny Villa" }).getAttribute("href")).toBe(
      "/user/edit-property/7",
    );
    expect(
      within(actions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Deactivate", "Mark as sold", "Delete"]);
    expect(screen.queryByTestId("owner-documents")).toBeNull();
  });

  it.each([
    { language: "en" as const, reason: "Reason for rejection: Blurry photos", state: "Rejected" },
    { language: "ar" as const, reason: "سبب الرفض: Blurry photos", state: "مرفوض" },
  ])("shows a rejected listing with the moderators' reason and no public link ($language)", async (c) => {
    fakeApi([{ ...villa, request_status: "rejected", status: 0, reject_reason: "Blurry photos" }]);
    renderPage("sunny-villa", c.language);
    expect((await screen.findByTestId("reject-reason")).textContent).toBe(c.reason);
    expect(screen.getByTestId("listing-state").textContent).toBe(c.state);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).not.toContain(
      "/properties-details/sunny-villa",
    );
  });

  it("lists the owner's private papers as download links with their kind and size", async () => {
    fakeApi([
      {
        ...villa,
        request_status: "pending",
        status: 0,
        owner_documents: [
          {
            kind: "policy_data",
            url: "https://s3.test/deed.pdf?X-Amz-Signature=abc",
            content_type: "application/pdf",
            size: 2_500_000,
          },
          {
            kind: "identity_proof",
            url: "https://s3.test/id.jpg?X-Amz-Signature=def",
            content_type: "image/jpeg",
            size: 350_000,
          },
        ],
      },
    ]);
    renderPage("sunny-villa");
    const documents = await screen.findAllByTestId("owner-document");
    expect(documents.map((link) => link.getAttribute("href"))).toEqual([
      "https://s3.test/deed.pdf?X-Amz-Signature=abc",
      "https://s3.test/id.jpg?X-Amz-Signature=def",
    ]);
    expect(documents[0]?.textContent).toBe("Ownership contract or title deedPDF · 2.4 MB");
    expect(documents[1]?.textContent).toBe("Proof of identityImage · 342 KB");
    expect(screen.getByTestId("review-note").textContent).toMatch(/Under review/);
  });

  it("answers 'not found' for another owner's listing, exactly as for a missing one", async () => {
    fakeApi([{ ...villa }]);
    renderPage("someone-elses-villa");
    expect(await screen.findByTestId("not-found")).toBeTruthy();
    expect(screen.queryByText("Sunny Villa")).toBeNull();
  });

  it("deletes only after the confirmation and then goes back to my properties", async () => {
    const api = fakeApi([{ ...villa }]);
    const user = userEvent.setup();
    renderPage("sunny-villa");
    await user.click(await screen.findByRole("button", { name: "Delete: Sunny Villa" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Keep it" }));
    expect(api.writes()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Delete: Sunny Villa" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete listing" }),
    );
    expect(await screen.findByRole("heading", { name: "My properties list" })).toBeTruthy();
    expect(api.writes()[0]).toMatchObject({ url: "/api/delete_property?lang=en", body: { id: 7 } });
  });

  it("stays on the listing and says why when the deletion is refused", async () => {
    fakeApi([{ ...villa }], { path: "delete_property", status: 403, message: "Demo mode: not allowed" });
    const user = userEvent.setup();
    renderPage("sunny-villa");
    await user.click(await screen.findByRole("button", { name: "Delete: Sunny Villa" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete listing" }),
    );
    expect(await screen.findByText("Demo mode: not allowed")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Sunny Villa" })).toBeTruthy();
  });
});
