import { WorkerRegistry } from '../components/worker-registry';

/** 'trabajadores-solicitudes': the worker registry of the work requests (spec 3 §2.6). */
export default function WorkersPage() {
  return <WorkerRegistry />;
}
