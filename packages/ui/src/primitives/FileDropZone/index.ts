export {
  defaultFileDropZoneCopy,
  FileDropZone,
  type FileDropZoneAccept,
  type FileDropZoneCopy,
  type FileDropZoneProps,
  type FileProblem,
  type FileRefusal,
} from "./FileDropZone.js";
