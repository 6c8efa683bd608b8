import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config/config.js";
import type { Database } from "./db/client.js";
import { createAuthService } from "./modules/auth/auth.service.js";
import { createCatalogueService } from "./modules/catalogue/catalogue.service.js";
import { createHomepageService } from "./modules/homepage/homepage.service.js";
import { createMessaging } from "./modules/messaging/messaging.service.js";
import { createOtpService } from "./modules/otp/otp.service.js";
import { createPropertiesService } from "./modules/properties/properties.service.js";
import { createSettingsService } from "./modules/settings/settings.service.js";

/** Wires the module services once per app; modules reach each other only through these. */
export function createServices(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  secrets: { authSecret: Uint8Array },
) {
  const auth = createAuthService(db, { tokenTtlDays: config.TOKEN_TTL_DAYS });
  const messaging = createMessaging(config, log);
  const otp = createOtpService(db, { secret: secrets.authSecret });
  const settings = createSettingsService(db);
  const catalogue = createCatalogueService(db);
  const properties = createPropertiesService(db);
  const homepage = createHomepageService(db, { properties, catalogue });
  return { auth, messaging, otp, settings, catalogue, properties, homepage };
}

export type Services = ReturnType<typeof createServices>;
