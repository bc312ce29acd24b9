// `@epr/ui/cards/resources`: resource sidebar, tiles and page text (session-and-admin.md §2 /resources, /home).
export type { RenderResourceLink, ResourceLinkProps, ResourceLinkValue } from "./links.js";
export { ResourceArticle, type ResourceArticleProps } from "./ResourceArticle.js";
export { ResourceSidebar, type ResourceSidebarProps } from "./ResourceSidebar.js";
export { ResourceTiles, type ResourceTilesProps } from "./ResourceTiles.js";
