import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import type { ApiFetchOptions, ApiFetchResult } from "../../lib/api/load-context";
import { assignPlanAction } from "./plans-action.server";

const PUBLIC_URL = "https://manzil.example";

function post({ origin = PUBLIC_URL, packageId = "1", lang = "en" } = {}) {
  return new Request(`${PUBLIC_URL}/subscription-plan?feature=property_list`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", cookie: `lang=${lang}` },
    body: new URLSearchParams({ package_id: packageId }),
  });
}

function contextAnswering(answer: ApiFetchResult) {
  const apiFetch = vi.fn(async (_path: string, _options?: ApiFetchOptions) => answer);
  return { context: { apiFetch, publicUrl: PUBLIC_URL } as unknown as AppLoadContext, apiFetch };
}

describe("the activation action", () => {
  it("refuses posts from other sites without calling the API", async () => {
    const { context, apiFetch } = contextAnswering({ status: 200, body: {} });
    await expect(
      assignPlanAction({ request: post({ origin: "https://evil.example" }), context }),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it("posts the package to assign_package in the visitor's language and passes on the confirmation", async () => {
    const { context, apiFetch } = contextAnswering({
      status: 200,
      body: { error: false, message: "تم تفعيل باقتك.", data: {} },
    });
    const result = await assignPlanAction({ request: post({ lang: "ar" }), context });
    expect(apiFetch).toHaveBeenCalledWith("assign_package", {
      method: "POST",
      query: { lang: "ar" },
      body: { package_id: "1" },
    });
    expect(result).toMatchObject({ ok: true, message: { raw: "تم تفعيل باقتك." } });
  });

  it("shows the API's field message for a refused paid package", async () => {
    const { context } = contextAnswering({
      status: 422,
      body: {
        error: true,
        code: "VALIDATION_FAILED",
        message: "Some fields are invalid.",
        errors: { package_id: ["This is a paid package. Online payment is not available yet."] },
      },
    });
    const result = await assignPlanAction({ request: post({ packageId: "2" }), context });
    expect(result).toMatchObject({
      ok: false,
      message: { raw: "This is a paid package. Online payment is not available yet." },
    });
  });

  it("shows a conflict's own message", async () => {
    const { context } = contextAnswering({
      status: 409,
      body: { error: true, code: "CONFLICT", message: "You already have this package." },
    });
    const result = await assignPlanAction({ request: post(), context });
    expect(result.message.raw).toBe("You already have this package.");
  });

  it.each([
    [401, "errors.login_required"],
    [500, "errors.internal"],
  ])("words a %i as spec §8 does", async (status, key) => {
    const { context } = contextAnswering({ status, body: { error: true, message: "raw server text" } });
    const result = await assignPlanAction({ request: post(), context });
    expect(result).toMatchObject({ ok: false, message: { key } });
    expect(result.message.raw).toBeUndefined();
  });
});
