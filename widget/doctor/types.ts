// What `Dropcart.doctor()` answers: the setup checklist as data, one line per thing checked, each with
// what to do. Owner text only: printed to the console and returned, never shown to a shopper.

/** `ok`: as it should be; `warning`: works, but likely not what was meant; `problem`: breaks something for
 * shoppers; `unchecked`: a browser cannot tell (or an earlier problem kept it from being asked). */
export type DoctorStatus = 'ok' | 'warning' | 'problem' | 'unchecked';

export type DoctorCheckId =
  | 'client-id'
  | 'origin'
  | 'catalog'
  | 'buy-buttons'
  | 'csp'
  | 'login-redirect'
  | 'allowed-origins'
  | 'free-shipping';

export interface DoctorCheck {
  id: DoctorCheckId;
  status: DoctorStatus;
  /** What was found, naming the element, product, option or origin concerned. */
  message: string;
  /** What to do about it; absent on an `ok` line. */
  fix?: string;
}

export interface DoctorReport {
  /** No line is a `problem` or `warning`. */
  ok: boolean;
  checks: DoctorCheck[];
}
