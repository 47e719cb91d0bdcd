import { WorkerRegistry } from '../components/worker-registry';

/** 'trabajadores-solicitudes': the worker registry of the work requests. */
export default function WorkersPage() {
  return <WorkerRegistry />;
}
