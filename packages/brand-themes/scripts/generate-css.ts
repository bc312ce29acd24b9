// Writes src/tokens.css from the registry. Run: npm run generate -w @epr/brand-themes
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tokensCss } from "../src/css.js";

const out = fileURLToPath(new URL("../src/tokens.css", import.meta.url));
writeFileSync(out, tokensCss());
console.log(`wrote ${out}`);
