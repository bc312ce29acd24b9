import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Built files worth compressing: scripts, stylesheets and SVG under assets/ (not source maps). */
const COMPRESSIBLE = /^assets\/.+\.(?:js|css|svg)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every built script and stylesheet; the server
 * sends one to a browser that accepts it (serveStatic `precompressed`, apps/server/src/app.ts).
 * The first load then moves about a third of the bytes (Lighthouse performance), compressed
 * once at build rather than on every request.
 */
export function precompress(): Plugin {
  return {
    name: "epr-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = join(dir, fileName);
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
