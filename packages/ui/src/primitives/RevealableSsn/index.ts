export { REVEAL_SSN_ERROR, RevealableSsn, type RevealableSsnProps } from "./RevealableSsn.js";
