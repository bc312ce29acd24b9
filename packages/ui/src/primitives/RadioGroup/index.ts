export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  YesNoRadioGroup,
  type YesNoRadioGroupProps,
  yesNoOptions,
} from "./RadioGroup.js";
