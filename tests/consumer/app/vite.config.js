import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Radix's "use client" directives mean nothing in a client-only bundle.
const onwarn = (warning, warn) => warning.code === "MODULE_LEVEL_DIRECTIVE" || warn(warning);

export default defineConfig({ plugins: [react()], logLevel: "warn", build: { rollupOptions: { onwarn } } });
