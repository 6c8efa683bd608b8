import { describe, expect, it } from "vitest";
import {
  isImageFile,
  projectDetailQuery,
  projectHref,
  projectPlace,
  toProjectDetail,
  youtubeEmbedUrl,
} from "./project-detail";
import { projectJsonLd } from "./project-json-ld";

const apiProject = {
  id: 4,
  slug_id: "palm-hills-west",
  title: "Palm Hills West",
  description: "Apartments and villas around a central park.",
  type: "under_construction",
  image: "https://manzil.example/images/project/palm.jpg",
  location: "26th of July Corridor",
  city: "6th of October",
  state: "Giza",
  country: "Egypt",
  latitude: "29.97",
  longitude: 30.94,
  video_link: "https://youtu.be/dQw4w9WgXcQ",
  category: { id: 2, category: "Villa" },
  gallery_images: [
    { id: 1, image: "projects/p1.jpg", image_url: "https://manzil.example/uploads/projects/p1.jpg" },
  ],
  documents: [
    { id: 9, name: "Brochure", file: "https://manzil.example/uploads/docs/brochure.pdf", type: "pdf" },
    { id: 10, name: "", file: "https://manzil.example/uploads/docs/price%20list.doc", type: "doc" },
  ],
  plans: [
    { id: 5, title: "Type A", document: "https://manzil.example/images/project/plans/a.png" },
    { id: 6, title: "", document: "https://manzil.example/images/project/plans/b%20plan.pdf" },
  ],
  customer_id: 8,
  customer_name: "Nour Real Estate",
  customer_slug_id: "nour",
  profile: "",
  customer_type: "agent",
  is_verified: true,
  is_admin_listing: false,
};

describe("toProjectDetail", () => {
  it("reads the API's answer: gallery URLs, documents, plans and the owner's public fields", () => {
    const project = toProjectDetail(apiProject);
    expect(project).toMatchObject({
      id: 4,
      slug: "palm-hills-west",
      title: "Palm Hills West",
      type: "under_construction",
      category: "Villa",
      latitude: 29.97,
      longitude: 30.94,
      gallery: [{ id: "1", url: "https://manzil.example/uploads/projects/p1.jpg" }],
      documents: [
        { id: "9", title: "Brochure", url: "https://manzil.example/uploads/docs/brochure.pdf" },
        { id: "10", title: "price list.doc", url: "https://manzil.example/uploads/docs/price%20list.doc" },
      ],
      owner: { name: "Nour Real Estate", slug: "nour", isVerified: true, role: "agent" },
    });
    // A plan without a title is named after its file.
    expect(project?.plans.map((plan) => plan.title)).toEqual(["Type A", "b plan.pdf"]);
  });

  it("accepts a one-item list and an older answer that mixes the gallery into the documents", () => {
    const project = toProjectDetail([
      {
        id: 1,
        title: "X",
        documents: [
          { id: 1, url: "https://m.example/a.jpg", type: "image" },
          { id: 2, url: "https://m.example/b.pdf", type: "doc" },
        ],
      },
    ]);
    expect(project?.gallery.map((file) => file.url)).toEqual(["https://m.example/a.jpg"]);
    expect(project?.documents.map((file) => file.url)).toEqual(["https://m.example/b.pdf"]);
  });

  it("names no project for an empty or malformed answer, and drops impossible coordinates", () => {
    expect(toProjectDetail([])).toBeNull();
    expect(toProjectDetail(null)).toBeNull();
    expect(toProjectDetail({ title: "no id" })).toBeNull();
    // The platform's own projects show the company, with no agent page to link to.
    expect(
      toProjectDetail({ id: 2, customer_name: "Admin", customer_slug_id: "admin", is_admin_listing: true })
        ?.owner,
    ).toMatchObject({ role: "platform", slug: "" });
    expect(toProjectDetail({ id: 1, latitude: 123, longitude: "x" })).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });
});

describe("project addresses", () => {
  it("asks get-project-detail by id for digits and by slug_id otherwise", () => {
    expect(projectDetailQuery("42")).toEqual({ id: 42 });
    expect(projectDetailQuery("palm-hills")).toEqual({ slug_id: "palm-hills" });
    expect(projectDetailQuery("مشروع-النخيل")).toEqual({ slug_id: "مشروع-النخيل" });
  });

  it("links by slug, falling back to the id when a slug would read as an id", () => {
    expect(projectHref({ id: 4, slug_id: "palm-hills-west" })).toBe("/project-details/palm-hills-west");
    expect(projectHref({ id: 4, slug_id: "2024" })).toBe("/project-details/4");
    expect(projectHref({ id: 4, slug_id: "" })).toBe("/project-details/4");
    expect(projectHref({ id: 4, slug_id: "مشروع" })).toBe(`/project-details/${encodeURIComponent("مشروع")}`);
  });

  it("joins city and state with the language's separator", () => {
    expect(projectPlace({ city: "Giza", state: "Giza" }, ", ")).toBe("Giza");
    expect(projectPlace({ city: "الشيخ زايد", state: "الجيزة" }, "، ")).toBe("الشيخ زايد، الجيزة");
    expect(projectPlace({ location: "North Coast" })).toBe("North Coast");
  });
});

describe("media helpers", () => {
  it("embeds YouTube videos privately and leaves other links alone", () => {
    const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(youtubeEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(embed);
    expect(youtubeEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3")).toBe(embed);
    expect(youtubeEmbedUrl("https://m.youtube.com/shorts/dQw4w9WgXcQ")).toBe(embed);
    expect(youtubeEmbedUrl("https://vimeo.com/123")).toBeNull();
    expect(youtubeEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(youtubeEmbedUrl("https://youtube.com/watch?v=<script>")).toBeNull();
  });

  it("previews only picture files", () => {
    expect(isImageFile("https://m.example/plan.PNG?v=2")).toBe(true);
    expect(isImageFile("https://m.example/plan.pdf")).toBe(false);
  });
});

describe("projectJsonLd", () => {
  it("describes the development as a Residence with its address and coordinates", () => {
    const project = toProjectDetail(apiProject);
    if (!project) throw new Error("fixture did not parse");
    const node = projectJsonLd(project, {
      url: "https://manzil.example/project-details/palm-hills-west",
      description: "d",
    });
    expect(node).toMatchObject({
      "@type": "Residence",
      name: "Palm Hills West",
      address: {
        "@type": "PostalAddress",
        streetAddress: "26th of July Corridor",
        addressLocality: "6th of October",
        addressRegion: "Giza",
        addressCountry: "Egypt",
      },
      geo: { "@type": "GeoCoordinates", latitude: 29.97, longitude: 30.94 },
    });
    expect(node.image).toEqual([
      "https://manzil.example/images/project/palm.jpg",
      "https://manzil.example/uploads/projects/p1.jpg",
    ]);
  });
});
