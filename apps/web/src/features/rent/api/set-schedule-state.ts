import { unwrap, type RentScheduleState } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { rentPaymentsKey } from './rent';

interface ScheduleChange {
  scheduleId: number;
  state: RentScheduleState;
}

/** Pauses a monthly rent (no charge until resumed) or resumes it (charged from the coming month). */
export function setRentScheduleState({ scheduleId, state }: ScheduleChange) {
  return unwrap(
    apiClient.PUT('/v2/web/rent/schedules/{scheduleId}/state', {
      params: { path: { scheduleId } },
      body: { state },
    }),
  );
}

/** Pauses or resumes, then reads the rent payments again; the page says what came of it. */
export function useSetRentScheduleState() {
  return useMutation({
    mutationFn: setRentScheduleState,
    meta: { invalidates: [rentPaymentsKey] },
  });
}
