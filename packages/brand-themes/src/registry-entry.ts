// React-free entry (`@epr/brand-themes/registry`): the server and the domain rules read brand
// records without pulling React in.
export { contrastRatio, relativeLuminance } from "./contrast.js";
export { type CopyKey, type CopyOverrides, defaultCopy, fillPlaceholders } from "./copy.js";
export { tokensCss } from "./css.js";
export { type Family, type FamilyId, families } from "./families.js";
export { LOGO_MARK_BOX, type LogoShape, logoMarks } from "./logoMarks.js";
export { type PaletteName, palette } from "./palette.js";
export {
  type BrandCode,
  type BrandRecord,
  type BrandRecordFile,
  brandCodes,
  brandColor,
  brandFamilies,
  brandFamilyRepresentatives,
  brands,
  type Capabilities,
  copyFor,
  DEFAULT_BRAND_CODE,
  defaultBrand,
  defineBrand,
  type FindADoctor,
  getBrand,
  type HexColor,
  isBrandCode,
  noticeWording,
} from "./registry.js";
export {
  brandCssVariables,
  type ContrastResult,
  contrastFailures,
  contrastReport,
} from "./theme.js";
export { type BrandTokens, type ColorTokens, contrastPairs, type ShapeTokens } from "./tokens.js";
