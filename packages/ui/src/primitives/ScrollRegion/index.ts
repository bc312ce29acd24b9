export { ScrollRegion, type ScrollRegionProps } from "./ScrollRegion.js";
