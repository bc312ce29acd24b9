// `@epr/ui/modals/message-modal`: a modal that only tells one thing, and the four named ones.
export {
  MessageModal,
  type MessageModalCopy,
  type MessageModalProps,
  type OneMessageModalProps,
} from "./MessageModal.js";
export * from "./messages.js";
