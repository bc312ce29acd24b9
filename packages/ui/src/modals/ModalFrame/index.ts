// The frame the enrollment modals share (enrollment.md §2 Modals); `@epr/ui/modals/modal-frame`.
export { ModalFrame, type ModalFrameProps } from "./ModalFrame.js";
