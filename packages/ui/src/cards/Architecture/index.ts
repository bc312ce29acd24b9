// `@epr/ui/cards/architecture`: the architecture diagram viewer (assist-employees.md §2.14).
export {
  ArchitectureViewer,
  type ArchitectureViewerFeature,
  type ArchitectureViewerProps,
} from "./ArchitectureViewer.js";
