import { useId } from 'react';

export function Field(props: {
  label: string;
  type?: string;
  value: string;
  autoComplete?: string;
  autoFocus?: boolean;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        required
        autoComplete={props.autoComplete}
        data-autofocus={props.autoFocus ? '' : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
