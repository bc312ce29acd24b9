// What a consumer pays for Button + Dialog + TextField (and the BrandProvider), React excluded:
// a minified ES build of src/measure.ts with React external.
import { defineConfig } from "vite";

export default defineConfig({
  logLevel: "warn",
  build: {
    outDir: "measure",
    emptyOutDir: true,
    minify: true,
    lib: { entry: "src/measure.ts", formats: ["es"], fileName: "measure" },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/],
      onwarn: (warning, warn) => warning.code === "MODULE_LEVEL_DIRECTIVE" || warn(warning),
    },
  },
});
