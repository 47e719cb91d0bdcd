import { WorkerRegistry } from '../components/worker-registry';

/** 'dotaciones/trabajadores': the staffing workers page, the same registry with the 'Carga Individual' / 'Carga Masiva' menu. */
export default function StaffingWorkersPage() {
  return <WorkerRegistry staffing />;
}
