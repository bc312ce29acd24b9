export { MaskedSsn, type MaskedSsnProps } from "./MaskedSsn.js";
