import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { precompress } from "./precompress.js";

// Workspace packages resolve to their TypeScript source ("@epr/source"), so the portal needs no
// package build in development and the bundler tree-shakes the source directly.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { conditions: ["@epr/source", ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
  // The manifest maps each route module to its chunk and imports: bench/bundle-size.mjs reads it.
  build: { target: "es2022", sourcemap: true, reportCompressedSize: true, manifest: true },
});
