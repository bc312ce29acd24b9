export {
  type NavTab,
  type NavTabLinkProps,
  NavTabs,
  type NavTabsProps,
  type RenderNavTabLink,
} from "./NavTabs.js";
