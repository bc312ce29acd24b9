export {
  Breadcrumb,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
  type RenderBreadcrumbLink,
} from "./Breadcrumb.js";
