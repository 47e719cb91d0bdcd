import { CLASES, type Clase } from '../work-requests/work-requests.rules';
import { WORKER_MSG } from './workers.messages';

/**
 * The worker classes of the registry (GET /fo/workers/skills, the list's 'Clase' filter, the
 * worker dialog's 'Clase'): the work classes of a request's 'Clase', cutting and welding, and the
 * classes of normal work. A worker has one or more; a cutting and welding request takes only
 * workers of the class `corte_y_soldadura`. They are apart from the staffing types
 * ('Dotaciones'), which say which staffing services a worker can be assigned to.
 */
export const WORKER_CLASSES = [
  ...(Object.keys(CLASES) as Clase[]).map((value) => ({ value, label: CLASES[value] })),
  { value: 'corte_y_soldadura', label: 'Corte y soldadura' },
  { value: 'normal_general', label: 'Trabajo normal general' },
  { value: 'normal_mantencion', label: 'Trabajo normal de mantención' },
  { value: 'normal_montaje', label: 'Trabajo normal de montaje' },
] as const;
export type WorkerClass = (typeof WORKER_CLASSES)[number]['value'];
export const WORKER_CLASS_VALUES = WORKER_CLASSES.map((c) => c.value) as [WorkerClass, ...WorkerClass[]];
export const workerClassLabel = (value: string) => WORKER_CLASSES.find((c) => c.value === value)?.label ?? value;

/** The class a cutting and welding request asks of each of its workers. */
export const CUTTING_WORKER_CLASS = 'corte_y_soldadura' satisfies WorkerClass;
/** The class given to a worker registered without one (the bulk upload, workers registered before classes). */
export const DEFAULT_WORKER_CLASS = 'normal_general' satisfies WorkerClass;

/** The class a request of a type asks of its workers, if any: cutting and welding only. */
export const workerClassFor = (requestType: string): WorkerClass | undefined =>
  requestType === CUTTING_WORKER_CLASS ? CUTTING_WORKER_CLASS : undefined;

/** The message for the workers of a request of a type, or undefined: each must have the class the type asks. */
export function requestWorkersClassProblem(
  requestType: string,
  workers: readonly { full_name: string; classes: readonly string[] }[],
): string | undefined {
  const wanted = workerClassFor(requestType);
  const lacking = wanted && workers.find((w) => !w.classes.includes(wanted));
  return lacking ? WORKER_MSG.lacksClass(lacking.full_name, workerClassLabel(wanted)) : undefined;
}
