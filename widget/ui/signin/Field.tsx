import { useEffect, useId, useRef } from 'react';
import { useFormStyles } from '../forms.ts';

export function Field(props: {
  label: string;
  type?: string;
  value: string;
  autoComplete?: string;
  /** The keyboard a phone shows: `numeric` for one-time codes. */
  inputMode?: 'numeric' | 'email' | 'text';
  /** The id of the text that says what to type (read out with the label). */
  describedBy?: string;
  /** Takes focus when it appears: the panel loads after its dialog, and each step replaces the last. */
  autoFocus?: boolean;
  onChange(value: string): void;
}) {
  useFormStyles();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { autoFocus } = props;
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        ref={input}
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        required
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-describedby={props.describedBy}
        data-autofocus={autoFocus ? '' : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * A one-time code (the e-mail check, a second factor): the browser may fill it from the message
 * (`one-time-code`), a phone shows digits, and it takes focus as its step opens.
 */
export function CodeField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The id of the text that says where the code went. */
  describedBy?: string;
}) {
  return (
    <Field
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      autoComplete="one-time-code"
      inputMode="numeric"
      {...(props.describedBy ? { describedBy: props.describedBy } : {})}
      autoFocus
    />
  );
}
