import type { BrandRecordFile } from "./registry.js";

/**
 * Brands added as record files (docs/design-system.md "Add a brand"): each is one file exporting a
 * `BrandRecordFile`, imported and listed here; the registry builds it with `defineBrand`.
 */
export const brandRecordFiles: readonly BrandRecordFile[] = [];
