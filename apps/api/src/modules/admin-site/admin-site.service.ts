import { createHash } from "node:crypto";
import {
  REQUIRED_LANGUAGES,
  SITE_IMAGE_KINDS,
  TAX_CLASSIFICATIONS,
  type TAdminLanguage,
  type TAdminSiteImages,
  type TAdminTaxRates,
  type TSiteImageKind,
  type TTaxRateChanges,
  type TUpdateLanguageBody,
} from "@manzil/domain/contracts";
import type { AppConfig } from "../../config/config.js";
import type { Database } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { fileUrl } from "../../lib/file-url.js";
import type { UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore } from "../../storage/file-store.js";
import { lockedSettings, writeSetting } from "../admin-settings/admin-settings.repository.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import { UnreadableImageError, type ImageWork } from "../media/image-work.js";
import { allSettings } from "../settings/settings.repository.js";
import {
  allTaxRows,
  languageList,
  lockedLanguage,
  lockedTaxRow,
  updateLanguage,
  writeTaxRow,
  type TaxRow,
} from "./admin-site.repository.js";
import { inspectSiteImage, removeSiteImage, storeSiteImage } from "./site-images.js";
import { readTranslationFile } from "./translation-file.js";

const invalid = (field: string, key: string) =>
  new AppError("VALIDATION_FAILED", { fields: { [field]: [`admin_site.${key}`] } });

const ratesOf = (row: TaxRow | null | undefined): TaxRow => ({
  serviceChargeBp: row?.serviceChargeBp ?? 0,
  salesTaxBp: row?.salesTaxBp ?? 0,
  cityTaxBp: row?.cityTaxBp ?? 0,
});

const mapTaxes = (classification: number, row: TaxRow): TAdminTaxRates => ({
  classification,
  service_charge: row.serviceChargeBp / 100,
  sales_tax: row.salesTaxBp / 100,
  city_tax: row.cityTaxBp / 100,
  service_charge_bp: row.serviceChargeBp,
  sales_tax_bp: row.salesTaxBp,
  city_tax_bp: row.cityTaxBp,
});

/** What the audit log keeps of a bundle: its size and a digest, not thousands of strings. */
const bundleSummary = (bundle: unknown) => {
  const text = JSON.stringify(bundle ?? {});
  return {
    strings: Object.keys((bundle as object | null) ?? {}).length,
    sha256: createHash("sha256").update(text).digest("hex"),
  };
};

/**
 * The admin console's site setup (ADR 071): stay tax rates, languages and the brand images. Every write runs in one
 * transaction with its audit record; refusals write nothing.
 */
export function createAdminSiteService(deps: {
  db: Database;
  config: AppConfig;
  files: FileStore;
  images: ImageWork;
}) {
  const { db, config, files, images } = deps;
  const refuseInDemo = () => {
    if (config.DEMO_MODE) throw new AppError("DEMO_MODE");
  };

  async function requiredCodes(): Promise<Set<string>> {
    const settings = await allSettings(db);
    return new Set<string>([...REQUIRED_LANGUAGES, settings.get("default_language") || "en"]);
  }

  return {
    async taxes(): Promise<TAdminTaxRates[]> {
      const rows = await allTaxRows(db);
      return TAX_CLASSIFICATIONS.map((classification) =>
        mapTaxes(classification, ratesOf(rows.find((row) => row.classification === classification))),
      );
    },

    /** Changes one classification's rates; the next quote reads them. Returns whether anything changed. */
    async updateTaxes(changes: TTaxRateChanges, actor: AuditActor): Promise<boolean> {
      refuseInDemo();
      return db.transaction(async (tx) => {
        const before = ratesOf(await lockedTaxRow(tx, changes.classification));
        const after: TaxRow = {
          serviceChargeBp: changes.service_charge ?? before.serviceChargeBp,
          salesTaxBp: changes.sales_tax ?? before.salesTaxBp,
          cityTaxBp: changes.city_tax ?? before.cityTaxBp,
        };
        if (JSON.stringify(before) === JSON.stringify(after)) return false;
        await writeTaxRow(tx, changes.classification, after);
        await recordAdminAction(tx, actor, {
          action: "taxes.update",
          targetType: "property_taxes",
          targetId: changes.classification,
          before,
          after,
        });
        return true;
      });
    },

    async languages(): Promise<TAdminLanguage[]> {
      const [rows, required] = await Promise.all([languageList(db), requiredCodes()]);
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        native_name: row.nativeName,
        rtl: row.rtl,
        is_active: row.isActive,
        required: required.has(row.code),
        web_strings: Number(row.webStrings),
        app_strings: Number(row.appStrings),
      }));
    },

    /**
     * Changes a language's names, direction or whether it is offered. The languages the site's own pages are
     * written in (and the default one) are never switched off, nor their direction turned: 409.
     */
    async updateLanguage(code: string, body: TUpdateLanguageBody, actor: AuditActor): Promise<void> {
      refuseInDemo();
      const required = await requiredCodes();
      await db.transaction(async (tx) => {
        const row = await lockedLanguage(tx, code);
        if (!row) throw notFound("admin_site.language_not_found");
        const params = { language: row.name };
        if (required.has(code) && body.is_active === false) {
          throw new AppError("CONFLICT", { messageKey: "admin_site.language_required", params });
        }
        if (required.has(code) && body.rtl !== undefined && body.rtl !== row.rtl) {
          throw new AppError("CONFLICT", { messageKey: "admin_site.language_direction_fixed", params });
        }
        const before = { name: row.name, native_name: row.nativeName, rtl: row.rtl, is_active: row.isActive };
        const after = { ...before, ...body };
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        await updateLanguage(tx, row.id, {
          name: after.name,
          nativeName: after.native_name,
          rtl: after.rtl,
          isActive: after.is_active,
        });
        await recordAdminAction(tx, actor, {
          action: "languages.update",
          targetType: "language",
          targetId: code,
          before,
          after,
        });
      });
    },

    /** Replaces a language's web or app bundle with an uploaded JSON file; returns how many texts it holds. */
    async uploadTranslations(
      code: string,
      target: "web" | "app",
      file: UploadedFile | undefined,
      actor: AuditActor,
    ): Promise<number> {
      refuseInDemo();
      if (!file) throw invalid("file", "translation_file");
      const read = await readTranslationFile(file);
      if ("problem" in read) throw invalid("file", read.problem);
      return db.transaction(async (tx) => {
        const row = await lockedLanguage(tx, code);
        if (!row) throw notFound("admin_site.language_not_found");
        const previous = target === "web" ? row.webTranslations : row.appTranslations;
        await updateLanguage(
          tx,
          row.id,
          target === "web" ? { webTranslations: read.strings } : { appTranslations: read.strings },
        );
        await recordAdminAction(tx, actor, {
          action: "languages.translations",
          targetType: "language",
          targetId: code,
          before: { target, ...bundleSummary(previous) },
          after: { target, ...bundleSummary(read.strings) },
        });
        return Object.keys(read.strings).length;
      });
    },

    async images(): Promise<TAdminSiteImages> {
      const settings = await allSettings(db);
      const urls = Object.fromEntries(
        SITE_IMAGE_KINDS.map((kind) => [kind, fileUrl(files.publicBaseUrl, settings.get(kind))]),
      );
      return urls as TAdminSiteImages;
    },

    /**
     * Stores a new brand image and points its settings key at it, audited. The image it replaces is removed once
     * the change is committed (public files never change under a key, so caches cannot show the old one).
     */
    async uploadImage(
      kind: TSiteImageKind,
      file: UploadedFile | undefined,
      actor: AuditActor,
    ): Promise<void> {
      refuseInDemo();
      if (!file) throw invalid("file", "image_file");
      const problem = await inspectSiteImage(file, images);
      if (problem) throw invalid("file", problem);
      const key = await storeSiteImage(kind, file, { files, images }).catch((error: unknown) => {
        // The header was fine but the data is not: the sender's mistake, not a server fault.
        if (error instanceof UnreadableImageError) throw invalid("file", "image_type");
        throw error;
      });
      let replaced: string | null = null;
      try {
        await db.transaction(async (tx) => {
          replaced = (await lockedSettings(tx, [kind])).get(kind) ?? null;
          await writeSetting(tx, kind, key);
          await recordAdminAction(tx, actor, {
            action: "settings.image",
            targetType: "setting",
            targetId: kind,
            before: { [kind]: replaced },
            after: { [kind]: key },
          });
        });
      } catch (error) {
        await removeSiteImage(files, key);
        throw error;
      }
      await removeSiteImage(files, replaced);
    },
  };
}

export type AdminSiteService = ReturnType<typeof createAdminSiteService>;
