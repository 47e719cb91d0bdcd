import { useEffect, useState } from 'react';
import { COUNTRIES, formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import { TextInput } from './text-input';

export interface MoneyInputProps {
  label: string;
  /** the amount; null when empty */
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  /** separators of this country ('.' thousands and ',' decimals, Peru the reverse) */
  country: CountryId;
  /** decimals allowed: the country's money decimals unless told (0 for counts) */
  decimals?: number;
  /** largest value accepted while typing */
  max?: number;
  /** most characters typed (ticket field 6, amount 15) */
  maxLength?: number;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: React.ReactNode;
  /** a typed zero is cleared on focus (Chile) */
  clearZeroOnFocus?: boolean;
  /** leaving the field empty sets 0 (Chile) */
  emptyAsZero?: boolean;
  fullWidth?: boolean;
  name?: string;
}

/** Shows a number with the country's separators ('' for null). */
export function formatAmountInput(value: number | null, country: CountryId, decimals: number) {
  if (value === null || Number.isNaN(value)) return '';
  const isInt = Number.isInteger(value);
  return formatNumber(value, country, isInt ? 0 : decimals);
}

/** Shown while an integer-only field (Chilean money, counts) holds a decimal separator. */
export const NO_DECIMALS_HINT = 'Este campo no admite decimales; se ignoran los decimales.';

/**
 * Parses what the user typed with the country's separators; null when empty or invalid. In an
 * integer-only field (Chilean money, counts) what follows a decimal separator is ignored: the
 * comma typed by habit in es-CL must never turn the decimals into more digits.
 */
export function parseAmountInput(text: string, country: CountryId, decimals: number): number | null {
  const c = COUNTRIES[country];
  const typed = decimals > 0 ? text : text.split(c.decimalSeparator)[0]!;
  const cleaned = typed.split(c.thousandsSeparator).join('').replace(c.decimalSeparator, '.').trim();
  if (!cleaned) return null;
  const re = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{0,${decimals}})?$`) : /^\d+$/;
  if (!re.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * A money or count input in the country's format: no negatives, at most `decimals` decimals
 * (none for Chile and counts), thousands grouped when the field is left.
 */
export function MoneyInput(props: MoneyInputProps) {
  const {
    label,
    value,
    onChange,
    onBlur,
    country,
    max,
    maxLength = 15,
    disabled,
    required,
    error,
    helperText,
    fullWidth = true,
    name,
  } = props;
  const decimals = props.decimals ?? COUNTRIES[country].moneyDecimals;
  const c = COUNTRIES[country];
  const [text, setText] = useState(() => formatAmountInput(value, country, decimals));
  const [focused, setFocused] = useState(false);

  // follow outside changes (reset, zeroing) while the field is not being edited
  useEffect(() => {
    if (!focused) setText(formatAmountInput(value, country, decimals));
  }, [value, focused, country, decimals]);

  // an integer-only field takes a decimal separator and digits after it, ignored (parseAmountInput)
  const allowed = new RegExp(
    `^[\\d${escape(c.thousandsSeparator)}]*(${escape(c.decimalSeparator)}\\d${decimals > 0 ? `{0,${decimals}}` : '*'})?$`,
  );
  const ignoringDecimals = decimals === 0 && text.includes(c.decimalSeparator);

  return (
    <TextInput
      label={label}
      name={name}
      value={text}
      disabled={disabled}
      required={required}
      error={error}
      helperText={
        ignoringDecimals ? (
          <>
            {helperText}
            {helperText ? ' ' : null}
            {NO_DECIMALS_HINT}
          </>
        ) : (
          helperText
        )
      }
      fullWidth={fullWidth}
      htmlInput={{
        inputMode: decimals > 0 ? 'decimal' : 'numeric',
        maxLength,
        autoComplete: 'off',
        onFocus: () => {
          setFocused(true);
          if (props.clearZeroOnFocus && value === 0) {
            setText('');
            onChange(null);
          }
        },
      }}
      onChange={(e) => {
        const next = e.target.value;
        if (!allowed.test(next)) return;
        const parsed = parseAmountInput(next, country, decimals);
        if (parsed !== null && max !== undefined && parsed > max) return;
        setText(next);
        onChange(parsed);
      }}
      onBlur={() => {
        setFocused(false);
        if (props.emptyAsZero && value === null) onChange(0);
        setText(formatAmountInput(props.emptyAsZero && value === null ? 0 : value, country, decimals));
        onBlur?.();
      }}
    />
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
