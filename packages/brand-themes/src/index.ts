export {
  BrandLogo,
  EvergreenLogo,
  familyLogos,
  HarborLogo,
  type LogoProps,
  MeridianLogo,
  SummitLogo,
} from "./BrandLogo.js";
export { BrandProvider, type BrandProviderProps, useBrand, useCopy } from "./BrandProvider.js";
export * from "./registry-entry.js";
