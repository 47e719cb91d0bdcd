import { WorkerRegistry } from '../components/worker-registry';

/** 'dotaciones/trabajadores': the staffing workers page (spec 3 §2.7), the same registry with the 'Carga Individual' / 'Carga Masiva' menu. */
export default function StaffingWorkersPage() {
  return <WorkerRegistry staffing />;
}
