import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import {
  loadAccountCatalogue,
  loadCatalogue,
  needsAccountCatalogue,
  pageLanguage,
} from "./lib/i18n/catalogues";

// React Router's default browser entry (`react-router reveal`), except that the page's language is loaded
// first: each language's catalogue is a chunk of its own, so no page downloads both (ADR 079). The server
// wrote the page's language on <html lang>, and hydration must render the same text as the server did. Pages
// under /user and /admin need the account part of it as well (ADR 084).
const language = pageLanguage();
const loading = needsAccountCatalogue(window.location.pathname)
  ? loadAccountCatalogue(language)
  : loadCatalogue(language);

void loading.then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
