// Builds the CSS of @epr/ui: dist/styles.css (Tailwind compiled over the components) and
// dist/base.css (base and print styles for apps that run Tailwind themselves).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const pkg = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve("@tailwindcss/cli/package.json")), "dist/index.mjs");
mkdirSync(join(pkg, "dist"), { recursive: true });
copyFileSync(join(pkg, "src/styles/base.css"), join(pkg, "dist/base.css"));
execFileSync(process.execPath, [cli, "-i", "src/styles/styles.css", "-o", "dist/styles.css", "--minify"], {
  cwd: pkg,
  stdio: ["ignore", "inherit", "inherit"],
});
