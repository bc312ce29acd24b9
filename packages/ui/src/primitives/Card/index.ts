export { CardFrame, type CardFrameProps, DataList, type DataListItem, type DataListProps } from "./Card.js";
