/**
 * The ring shown on something the shopper waits for. Hidden from screen readers: the control (or the line)
 * it sits in carries `aria-busy`, and its text or name says what is happening.
 */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
