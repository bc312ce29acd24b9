export { CardFrame, type CardFrameProps, DataList, type DataListItem, type DataListProps } from "./Card.js";
export {
  CardDisplay,
  type CardDisplayProps,
  CardForm,
  type CardFormProps,
  type EditableCardProps,
} from "./CardForm.js";
export {
  type CardFrameCopy,
  defaultCardFrameCopy,
  defaultRequiredNoteCopy,
  type RequiredNoteCopy,
} from "./copy.js";
