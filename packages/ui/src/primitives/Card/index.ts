export { CardFrame, type CardFrameProps, DataList, type DataListItem, type DataListProps } from "./Card.js";
export {
  type CardFrameCopy,
  defaultCardFrameCopy,
  defaultRequiredNoteCopy,
  type RequiredNoteCopy,
} from "./copy.js";
