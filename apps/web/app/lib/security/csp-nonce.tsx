import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (ADR 032); undefined in the browser,
 * where the scripts that needed it have already run.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

/**
 * zod probes for `new Function` while the page's modules build their schemas; the policy forbids eval, so each
 * page would report a violation. This runs before any module script and tells zod not to probe: `jitless` is read
 * from `globalThis.__zod_globalConfig` when zod loads.
 */
export function ZodWithoutEval() {
  const nonce = useCspNonce();
  return (
    <script
      nonce={nonce}
      // The browser hides a nonce attribute once the page has loaded; the script itself never runs again.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html:
          "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});",
      }}
    />
  );
}
