import { expect, test } from "@playwright/test";
import { signUpNewMember } from "./support.js";

// Card payments run against a local fake Stripe (fakes/stripe-server.ts): the server creates and checks the
// PaymentIntent there, the page loads the fake's Stripe.js from STRIPE_JS_URL, so the whole purchase is real
// except the card network.

test("a member buys a paid package by card and sees it active after the return page", async ({ page }) => {
  const stamp = Date.now();
  await signUpNewMember(page, {
    name: "Card Buyer",
    email: `card-buyer-${stamp}@example.com`,
    password: "Sturdy-passw0rd!",
  });
  await page.goto("/subscription-plan?lang=en");
  const paid = page
    .getByTestId("plan-card")
    .filter({ has: page.getByTestId("plan-buy") })
    .first();
  const planId = await paid.getAttribute("data-plan-id");
  const planName = (await paid.getByRole("heading").first().textContent())?.trim() ?? "";

  await paid.getByTestId("plan-buy").click();
  const dialog = page.getByRole("dialog", { name: `Buy ${planName}` });
  await expect(dialog.getByRole("radio", { name: /Card/ })).toBeVisible();
  await dialog.getByRole("radio", { name: /Card/ }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();

  // The fake Stripe.js draws its card field where Stripe's frame would be.
  const cardNumber = dialog.getByLabel("Card number");
  await expect(cardNumber).toBeVisible();

  // A declined card keeps the member on the form with Stripe's message.
  await cardNumber.fill("4000 0000 0000 0002");
  await dialog.getByRole("button", { name: "Pay now" }).click();
  await expect(dialog.getByTestId("card-error")).toHaveText("Your card was declined.");

  await cardNumber.fill("4242 4242 4242 4242");
  await dialog.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/payment\/return\?payment_transaction_id=\d+/);
  await expect(page.getByTestId("payment-outcome-title")).toHaveText("Payment successful");

  await page.getByTestId("payment-outcome-plans").click();
  await expect(page).toHaveURL(/\/subscription-plan$/);
  const card = page.locator(`[data-testid="plan-card"][data-plan-id="${planId}"]`);
  await expect(card.getByTestId("plan-current")).toBeVisible();
  await expect(card.getByTestId("plan-buy")).toHaveCount(0);
  await expect(page.getByTestId("active-plan").filter({ hasText: planName })).toBeVisible();
});
