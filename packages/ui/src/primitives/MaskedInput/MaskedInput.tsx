import { type ChangeEvent, type FocusEvent, useState } from "react";
import { digitsOnly, formatPhone, formatZip, maskSsn, SSN_PLACEHOLDER } from "../../lib/masks.js";
import { TextInput, type TextInputProps } from "../TextInput/TextInput.js";

type BaseProps = Omit<TextInputProps, "value" | "defaultValue" | "onChange" | "type"> & {
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new value (digits for SSN, formatted text for phone and ZIP). */
  onValueChange?: (value: string) => void;
};

function useControllable(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange?: (v: string) => void,
) {
  const [inner, setInner] = useState(defaultValue ?? "");
  const current = value ?? inner;
  const set = (v: string) => {
    if (value === undefined) setInner(v);
    onChange?.(v);
  };
  return [current, set] as const;
}

/** Props of `SsnInput`. */
export type SsnInputProps = BaseProps;

/**
 * SSN input (enrollment.md §5 Subscriber form): placeholder of nine underscores, digits only
 * (other characters are stripped), maxlength 9, and masked to the last 4 digits after blur. The
 * value is the digits; with a `name`, a hidden input submits them (the visible one has no name,
 * so the mask is never submitted).
 */
export function SsnInput({
  value,
  defaultValue,
  onValueChange,
  onFocus,
  onBlur,
  name,
  ...props
}: SsnInputProps) {
  const [digits, setDigits] = useControllable(value, defaultValue, onValueChange);
  const [focused, setFocused] = useState(false);
  return (
    <>
      <TextInput
        data-slot="ssn-input"
        width="medium"
        inputMode="numeric"
        autoComplete="off"
        placeholder={SSN_PLACEHOLDER}
        maxLength={focused ? 9 : undefined}
        value={focused ? digits : maskSsn(digits)}
        data-masked={!focused && digits.length === 9 ? true : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setDigits(digitsOnly(e.target.value, 9))}
        onFocus={(e: FocusEvent<HTMLInputElement>) => {
          setFocused(true);
          onFocus?.(e);
        }}
        onBlur={(e: FocusEvent<HTMLInputElement>) => {
          setFocused(false);
          onBlur?.(e);
        }}
        {...props}
      />
      {name ? <input type="hidden" name={name} value={digits} /> : null}
    </>
  );
}

/** Props of `PhoneInput`. */
export type PhoneInputProps = BaseProps;

/** Phone input with the mask (999) 999-9999 applied while typing (enrollment.md §5). */
export function PhoneInput({ value, defaultValue, onValueChange, ...props }: PhoneInputProps) {
  const [text, setText] = useControllable(value, defaultValue, onValueChange);
  return (
    <TextInput
      data-slot="phone-input"
      type="tel"
      width="medium"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(___) ___-____"
      maxLength={14}
      value={text}
      onChange={(e: ChangeEvent<HTMLInputElement>) => setText(formatPhone(e.target.value))}
      {...props}
    />
  );
}

/** Props of `ZipInput`. */
export type ZipInputProps = BaseProps;

/** ZIP input: 5 digits or 5+4 with a hyphen inserted while typing (enrollment.md §5). */
export function ZipInput({ value, defaultValue, onValueChange, ...props }: ZipInputProps) {
  const [text, setText] = useControllable(value, defaultValue, onValueChange);
  return (
    <TextInput
      data-slot="zip-input"
      width="short"
      className="max-w-40"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={10}
      value={text}
      onChange={(e: ChangeEvent<HTMLInputElement>) => setText(formatZip(e.target.value))}
      {...props}
    />
  );
}
