export { CardFrame, type CardFrameProps, DataList, type DataListItem, type DataListProps } from "./Card.js";
export { CardDisplay, type CardDisplayProps } from "./CardDisplay.js";
export {
  CardForm,
  type CardFormProps,
  type CardMode,
  type EditableCardProps,
  type ReadCardProps,
} from "./CardForm.js";
export {
  type CardFrameCopy,
  defaultCardFrameCopy,
  defaultRequiredNoteCopy,
  type RequiredNoteCopy,
} from "./copy.js";
export {
  type CardFormShell,
  cardFormOptions,
  fieldIds,
  type UseCardFormOptions,
  useCardForm,
  useFormChanges,
} from "./useCardForm.js";
