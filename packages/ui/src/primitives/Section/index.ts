export { Section, SectionGroup, type SectionGroupProps, type SectionProps } from "./Section.js";
