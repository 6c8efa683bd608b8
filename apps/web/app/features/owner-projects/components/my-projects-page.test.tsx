import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { jsonAnswer as json, recordingFetch } from "../../../components/owner/testing/recording-fetch";
import type { OwnProject, ProjectTab } from "../owner-projects";
import { ownProject } from "../test/own-project";
import { MyProjectsPage } from "./my-projects-page";

const palm = ownProject({ id: 3, title: "Palm Heights" });
const lakes = ownProject({ id: 4, title: "Lake Towers", request_status: "pending", status: 0 });
const dunes = ownProject({
  id: 5,
  title: "Dune Villas",
  request_status: "rejected",
  status: 0,
  reject_reason: "The brochure is unreadable",
});
const COUNTS = { all: 3, pending: 1, approved: 1, rejected: 1, active: 1, inactive: 0 };

/** get-added-projects over `projects`; `refuse` answers that POST path with the given status and message. */
function fakeApi(projects: OwnProject[], refuse?: { path: string; status: number; message: string }) {
  return recordingFetch(({ path, body }) => {
    if (path === "get-added-projects") {
      return json(200, { error: false, message: "", data: projects, total: projects.length, counts: COUNTS });
    }
    if (path === "change-project-status") {
      const { project_id, status } = body as { project_id: number; status: 0 | 1 };
      projects = projects.map((project) => (project.id === project_id ? { ...project, status } : project));
      return json(200, {
        error: false,
        message: status === 1 ? "Project shown" : "Project hidden",
        data: { id: project_id, request_status: "approved", status },
      });
    }
    if (path === "delete_project") {
      const { id } = body as { id: number };
      projects = projects.filter((project) => project.id !== id);
      return json(200, { error: false, message: "Project deleted", data: { id } });
    }
    return json(404, { error: true, message: "not found" });
  }, refuse);
}

function renderPage({ tab = "all", language = "en" }: { tab?: ProjectTab; language?: "en" | "ar" } = {}) {
  return renderWithProviders(
    <>
      <MyProjectsPage tab={tab} search="" page={1} />
      <Toaster />
    </>,
    { language, path: "/user/my-projects" },
  );
}

const cardOf = (title: string) =>
  screen.getAllByTestId("own-project").find((card) => within(card).queryByText(title) !== null)!;

afterEach(() => vi.unstubAllGlobals());

describe("MyProjectsPage", () => {
  it.each([
    {
      language: "en" as const,
      count: "3 projects",
      pending: "Pending1",
      rejected: "Rejected1",
      add: "Add project",
    },
    {
      language: "ar" as const,
      count: "٣ مشاريع",
      pending: "قيد المراجعة١",
      rejected: "مرفوضة١",
      add: "إضافة مشروع",
    },
  ])("shows each state's count on its tab and links to the form ($language)", async (c) => {
    fakeApi([palm, lakes, dunes].map((project) => ({ ...project })));
    renderPage({ language: c.language });
    expect(await screen.findByText(c.count)).toBeTruthy();
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toHaveLength(5);
    expect(tabs).toContain(c.pending);
    expect(tabs).toContain(c.rejected);
    expect(screen.getByTestId("add-project").getAttribute("href")).toBe("/user/add-project");
    expect(screen.getByTestId("add-project").textContent).toBe(c.add);
  });

  it("asks for the tab's projects and shows review, rejection and the moves each state allows", async () => {
    const api = fakeApi([palm, lakes, dunes].map((project) => ({ ...project })));
    renderPage({ tab: "pending" });
    await screen.findByText("Palm Heights");
    expect(api.calls[0]?.url).toBe(
      "/api/get-added-projects?request_status=pending&offset=0&limit=10&lang=en",
    );

    const actions = (title: string) =>
      within(cardOf(title))
        .getAllByRole("link")
        .concat(within(cardOf(title)).getAllByRole("button"))
        .map((element) => element.textContent);
    expect(actions("Palm Heights")).toEqual(["View", "Edit", "Deactivate", "Feature this", "Delete"]);
    expect(actions("Lake Towers")).toEqual(["Edit", "Delete"]);
    expect(within(cardOf("Lake Towers")).getByTestId("review-note").textContent).toMatch(/Under review/);
    expect(within(cardOf("Dune Villas")).getByTestId("reject-reason").textContent).toBe(
      "Reason for rejection: The brochure is unreadable",
    );
    expect(
      within(cardOf("Palm Heights")).getByRole("link", { name: "Edit: Palm Heights" }).getAttribute("href"),
    ).toBe("/user/edit-project/3");
    expect(within(cardOf("Palm Heights")).getByTestId("listing-state").textContent).toBe("Active");
    expect(within(cardOf("Lake Towers")).getByTestId("listing-state").textContent).toBe("Pending review");
  });

  it("hides a project at once and keeps the API's word", async () => {
    const api = fakeApi([{ ...palm }]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Deactivate: Palm Heights" }));
    expect(within(cardOf("Palm Heights")).getByTestId("listing-state").textContent).toBe("Inactive");
    expect(await screen.findByText("Project hidden")).toBeTruthy();
    expect(api.writes()[0]).toMatchObject({
      url: "/api/change-project-status?lang=en",
      body: { project_id: 3, status: 0 },
    });
  });

  it("deletes only after the confirmation, and keeps the project when the owner backs out", async () => {
    const api = fakeApi([{ ...palm }, { ...lakes }]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete: Palm Heights" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this project?" });
    expect(within(dialog).getByText(/photos, documents and floor plans/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(api.writes()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete: Palm Heights" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete project" }),
    );
    expect(await screen.findByText("Project deleted")).toBeTruthy();
    expect(api.writes()[0]).toMatchObject({ url: "/api/delete_project?lang=en", body: { id: 3 } });
    await vi.waitFor(() => expect(screen.queryByText("Palm Heights")).toBeNull());
    expect(screen.getByText("Lake Towers")).toBeTruthy();
  });

  it("brings a deleted project back and explains in Arabic when the API refuses", async () => {
    fakeApi([{ ...palm }], { path: "delete_project", status: 404, message: "المشروع غير موجود" });
    const user = userEvent.setup();
    renderPage({ language: "ar" });
    await user.click(await screen.findByRole("button", { name: "حذف: Palm Heights" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "حذف المشروع" }));
    expect(await screen.findByText("المشروع غير موجود")).toBeTruthy();
    expect(screen.getByText("Palm Heights")).toBeTruthy();
  });

  it("invites an owner without projects to add one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(200, { error: false, message: "", data: [], total: 0, counts: { ...COUNTS, all: 0 } }),
      ),
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "No projects yet" })).toBeTruthy();
    const empty = screen.getByTestId("owner-list-empty");
    expect(within(empty).getByRole("link", { name: "Add project" }).getAttribute("href")).toBe(
      "/user/add-project",
    );
  });
});
