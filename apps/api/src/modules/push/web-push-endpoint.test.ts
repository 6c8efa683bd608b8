import { describe, expect, it } from "vitest";
import { pushEndpointAllowed, type EndpointPolicy } from "./web-push-endpoint.js";

const production: EndpointPolicy = { anyHost: false, extraHosts: [], publicOnly: true };

describe("pushEndpointAllowed", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGuQyavXutnMH",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
  ])("takes the browsers' push services: %s", (endpoint) => {
    expect(pushEndpointAllowed(endpoint, production)).toBe(true);
  });

  it.each([
    ["another host", "https://attacker.example/hook"],
    ["a look-alike host", "https://fcm.googleapis.com.attacker.example/x"],
    ["plain http", "http://fcm.googleapis.com/fcm/send/abc"],
    ["a loopback address", "https://127.0.0.1/push"],
    ["the cloud metadata address", "https://169.254.169.254/latest"],
    ["credentials in the URL", "https://user:pass@fcm.googleapis.com/fcm/send/abc"],
    ["not a URL", "fcm.googleapis.com/fcm/send"],
  ])("refuses %s in production", (_why, endpoint) => {
    expect(pushEndpointAllowed(endpoint, production)).toBe(false);
  });

  it("takes hosts the operator lists, but never a private address in production", () => {
    const policy = { ...production, extraHosts: ["push.example.org", "10.0.0.5"] };
    expect(pushEndpointAllowed("https://push.example.org/s/1", policy)).toBe(true);
    expect(pushEndpointAllowed("https://10.0.0.5/s/1", policy)).toBe(false);
    expect(pushEndpointAllowed("https://10.0.0.5/s/1", { ...policy, publicOnly: false })).toBe(true);
  });

  it("takes the local fake (http on 127.0.0.1) only when tests say any host goes", () => {
    expect(pushEndpointAllowed("http://127.0.0.1:4000/push/1", production)).toBe(false);
    expect(pushEndpointAllowed("http://127.0.0.1:4000/push/1", { ...production, anyHost: true })).toBe(true);
    expect(pushEndpointAllowed("ftp://127.0.0.1/push/1", { ...production, anyHost: true })).toBe(false);
  });
});
