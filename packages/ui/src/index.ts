export * from "./Button/index.js";
export * from "./Dialog/index.js";
export * from "./ErrorSummary/index.js";
export * from "./FeedbackBar/index.js";
export * from "./Field/index.js";
export { brandColorTokens, cn } from "./lib/cn.js";
export * from "./Section/index.js";
export * from "./Spinner/index.js";
export * from "./TextInput/index.js";
