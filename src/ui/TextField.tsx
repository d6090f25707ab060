import type { Ref } from 'react';
import type { Translate } from '../i18n/translate.js';
import { cx } from '../runtime.js';
import type { TextForm } from './text-form.js';

export interface TextFieldProps {
  /** The input's id; its error line is `<id>-error`. */
  id: string;
  /** The original's hook naming: `<hook>-field-group`, `<hook>-input`. */
  hook: string;
  label: string;
  value: string;
  /** The field's message, shown under it (role=alert) and marking it invalid. */
  error?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  onInput(input: HTMLInputElement): void;
  onBlur?(): void;
}

/**
 * One labelled text field with its message below, for a payment option's own form (the bank accounts' sheets):
 * the same look as the card fields, styled by `src/styles/text-field.css`. Every field is required.
 */
export function TextField({ id, hook, label, value, error, autoComplete, inputMode, maxLength, inputRef, onInput, onBlur }: TextFieldProps) {
  return (
    <div data-braintree-id={`${hook}-field-group`} className={cx('featherdrop-field', error && 'featherdrop-field--error')}>
      <label htmlFor={id} className="featherdrop-field__label">{label}</label>
      <input
        id={id}
        ref={inputRef}
        data-braintree-id={`${hook}-input`}
        className="featherdrop-field__input"
        value={value}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        maxLength={maxLength}
        spellcheck={false}
        aria-required="true"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={`${id}-error`}
        onInput={(event) => onInput(event.currentTarget)}
        onBlur={onBlur}
      />
      <div id={`${id}-error`} className="featherdrop-field__error" role="alert">{error}</div>
    </div>
  );
}

interface BoundTextFieldProps<Field extends string> extends Omit<TextFieldProps, 'value' | 'error' | 'onInput' | 'onBlur' | 'inputRef'> {
  form: TextForm<Field>;
  field: Field;
  t: Translate;
  /** Rewrites what was typed (an IBAN's groups) and returns the value to keep. */
  format?(input: HTMLInputElement): string;
}

/** A TextField bound to one field of a text form (src/ui/text-form.ts): its value, its message, its checks. */
export function BoundTextField<Field extends string>({ form, field, t, format, ...props }: BoundTextFieldProps<Field>) {
  const error = form.errors.value[field];
  return (
    <TextField
      {...props}
      value={form.values.value[field]}
      error={error && t(error)}
      inputRef={(input) => form.register(field, input)}
      onInput={(input) => form.set(field, format ? format(input) : input.value)}
      onBlur={() => form.blur(field)}
    />
  );
}
