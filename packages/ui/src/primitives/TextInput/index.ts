export {
  inputVariants,
  TextField,
  type TextFieldProps,
  TextInput,
  type TextInputProps,
} from "./TextInput.js";
