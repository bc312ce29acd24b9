export { FeedbackBar, type FeedbackBarProps, feedbackBarVariants } from "./FeedbackBar.js";
