// `Dropcart.doctor()`: loads the setup doctor's chunk when first asked (never on a page that does not ask),
// and with `data-debug` asks once after boot.
import type { DoctorContext } from './run.ts';
import type { DoctorReport } from './types.ts';

export function doctorOnDemand(context: DoctorContext): () => Promise<DoctorReport> {
  return () => import('./run.ts').then((doctor) => doctor.runDoctor(context));
}
