/**
 * Generic field messages (assist-employees.md §5 "Generic field messages"), used where a rule has
 * no message of its own.
 */
export const genericMessages = {
  required: "This field is required",
  tooShort: "Too Short",
  tooLong: "Too Long",
  email: "Please enter a valid e-mail address.",
  invalidDate: "Please enter a valid date.",
  dateOutOfRange: "The date is outside the allowed range.",
  format: "Please enter the value in a valid format.",
} as const;
