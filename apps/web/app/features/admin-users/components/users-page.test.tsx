import type { TAdminUser } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation, useSearchParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { usersViewOf } from "../admin-users";
import { UsersPage } from "./users-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const member = (overrides: Partial<TAdminUser>): TAdminUser => ({
  id: 9,
  name: "Mona Adel",
  email: "mona@example.com",
  mobile: "+201001234567",
  role: "customer",
  customer_type: "property_owner",
  verification_status: "pending",
  is_active: true,
  created_at: "2026-10-02T09:00:00.000Z",
  ...overrides,
});

/** The API's list over `people`, narrowed as the API narrows it; each query it was asked is kept. */
function fakeApi(people: TAdminUser[]) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (!url.startsWith("/api/admin/users?")) throw new Error(`unexpected ${url}`);
      const query = new URL(url, "http://x").searchParams;
      asked.push(query);
      const q = query.get("q")?.toLowerCase();
      const shown = people.filter(
        (person) =>
          (!q || person.name.toLowerCase().includes(q) || person.email?.includes(q)) &&
          (!query.get("role") || person.role === query.get("role")) &&
          (!query.get("is_active") || String(Number(person.is_active)) === query.get("is_active")),
      );
      return json(200, { error: false, message: "", data: shown, total: shown.length });
    }),
  );
  return asked;
}

/** The page as its route renders it, with the address it is at. */
function Routed() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <UsersPage view={usersViewOf(params)} />
    </>
  );
}

const address = () => screen.getByTestId("address").textContent;

afterEach(() => vi.unstubAllGlobals());

const people = [
  member({}),
  member({
    id: 10,
    name: "Omar Said",
    email: "omar@example.com",
    mobile: null,
    role: "admin",
    customer_type: null,
    verification_status: "success",
  }),
  member({
    id: 11,
    name: "سارة علي",
    email: "sara@example.com",
    is_active: false,
    verification_status: "initial",
  }),
];

describe("Admin users list", () => {
  it("lists members with contact, role, state and the day they joined, each linking to their page", async () => {
    fakeApi(people);
    renderWithProviders(<Routed />, { path: "/admin/users" });
    const table = await screen.findByRole("table");
    const omar = within(table).getByRole("link", { name: "Omar Said" }).closest("tr")!;
    expect(within(omar).getByText("omar@example.com")).toBeTruthy();
    expect(within(omar).getByText("Admin")).toBeTruthy();
    expect(within(omar).getByText("Verified")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Omar Said" }).getAttribute("href")).toBe(
      "/admin/users/10",
    );
    const sara = within(table).getByRole("link", { name: "سارة علي" });
    expect(sara.getAttribute("dir")).toBe("auto");
    expect(within(sara.closest("tr")!).getByText("Deactivated")).toBeTruthy();
    expect(within(table).getAllByText("Oct 2, 2026")).toHaveLength(3);
    expect(screen.getByText("3 members")).toBeTruthy();
  });

  it("puts the search in the address once typing pauses, and asks the API for it", async () => {
    const asked = fakeApi(people);
    renderWithProviders(<Routed />, { path: "/admin/users?role=customer" });
    await screen.findByRole("table");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "mona");
    await vi.waitFor(() => expect(address()).toBe("/admin/users?q=mona&role=customer"));
    expect(await screen.findByText("1 member")).toBeTruthy();
    expect(screen.queryByText("Omar Said")).toBeNull();
    // Not one request per key: the list is asked for the whole word only.
    expect(asked.map((query) => query.get("q")).filter(Boolean)).toEqual(["mona"]);
  });

  it("reads the search and filters back from the address, and a filter change goes to the first page", async () => {
    const asked = fakeApi(people);
    renderWithProviders(<Routed />, { path: "/admin/users?q=sara&active=0&page=2" });
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe("sara");
    expect((screen.getByRole("combobox", { name: "Account" }) as HTMLSelectElement).value).toBe("0");
    await vi.waitFor(() => expect(asked.length).toBe(1));
    expect(asked[0]!.get("q")).toBe("sara");
    expect(asked[0]!.get("is_active")).toBe("0");
    expect(asked[0]!.get("offset")).toBe("20");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Role" }), "admin");
    await vi.waitFor(() => expect(address()).toBe("/admin/users?q=sara&role=admin&active=0"));
    expect(await screen.findByText("No members match.")).toBeTruthy();
    expect(asked.at(-1)!.get("role")).toBe("admin");
    expect(asked.at(-1)!.get("offset")).toBe("0");
  });

  it("shows the phone cards and the count in Arabic", async () => {
    fakeApi(people);
    renderWithProviders(<Routed />, { path: "/admin/users", language: "ar" });
    expect(await screen.findByText("٣ أعضاء")).toBeTruthy();
    const cards = screen.getAllByRole("listitem");
    expect(within(cards[2]!).getByText("معطّل")).toBeTruthy();
    expect(within(cards[0]!).getByText("التوثيق قيد المراجعة")).toBeTruthy();
  });
});
