import { useMemo } from 'react';
import { formatRut } from '@vitrina/domain/workers/workers.rules';
import { workerFormSchema, type Worker, type WorkerForm } from '@vitrina/domain/workers/workers.schema';
import { useZodForm } from '../../../lib/use-zod-form';

export const EMPTY_WORKER: WorkerForm = {
  document_number: '',
  names: '',
  parental_surname: '',
  maternal_surname: '',
  gender: '',
  date_of_birth: '',
  nationality: 'CHL',
  region: '',
  address_division_id: '',
  address: '',
  mutual: '',
  skills: [],
  staffing_types: [],
  disability: false,
};

/** The fields of the first step, all checked by 'Siguiente'. */
export const WORKER_STEP_FIELDS = Object.keys(EMPTY_WORKER) as (keyof WorkerForm)[];

/** The form's values for an edited worker (its region is set once the divisions are loaded). */
export const workerValues = (worker: Worker): WorkerForm => ({
  document_number: formatRut(worker.document_number),
  names: worker.names,
  parental_surname: worker.parental_surname,
  maternal_surname: worker.maternal_surname ?? '',
  gender: worker.gender,
  date_of_birth: worker.date_of_birth,
  nationality: worker.nationality,
  region: '',
  address_division_id: worker.address_division_id ?? '',
  address: worker.address ?? '',
  mutual: worker.mutual,
  skills: worker.skills.map((s) => s.id),
  staffing_types: worker.staffing_types.map((s) => s.id),
  disability: worker.disability,
});

/** The worker's data form on `today` (the birth date's limit), each message shown once the field is left. */
export function useWorkerForm(today: string) {
  const schema = useMemo(() => workerFormSchema(today), [today]);
  return useZodForm(schema, { defaultValues: EMPTY_WORKER });
}
export type WorkerFormApi = ReturnType<typeof useWorkerForm>;
