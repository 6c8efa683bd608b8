import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

// "source" makes @manzil/domain resolve to its TypeScript sources, so the web bundles the domain
// package directly instead of depending on a prior `tsc --build` of it.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
});
