export { MaskedSsn, type MaskedSsnProps, REVEAL_SSN_ERROR } from "./MaskedSsn.js";
