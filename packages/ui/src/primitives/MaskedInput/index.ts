export {
  PhoneInput,
  type PhoneInputProps,
  SsnInput,
  type SsnInputProps,
  ZipInput,
  type ZipInputProps,
} from "./MaskedInput.js";
