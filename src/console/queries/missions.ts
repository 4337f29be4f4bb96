import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsSaveMissionRequest, OpsSaveRaceRequest } from '../../generated/types';
import { opsCall } from '../api';

// A brand's missions and races (decision 0263), and what they paid. The console's language goes
// with the call (the words of a refusal) but is no part of a key.

export const missionKeys = {
  /** Everything the console holds of a brand's missions and races. */
  all: (brandId: string) => ['ops', 'missions', brandId] as const,
};

export const missionQueries = {
  /** The brand's missions and races, switched on or off, and their cost this day and week. */
  list: (brandId: string, lang: string) => queryOptions({ queryKey: missionKeys.all(brandId), queryFn: () => opsCall('ops/missions', { brandId }, lang) }),
};

export const missionMutations = {
  saveMission: (brandId: string, lang: string) => mutationOptions({ mutationFn: (form: Omit<OpsSaveMissionRequest, 'brandId'>) => opsCall('ops/saveMission', { brandId, ...form }, lang) }),
  saveRace: (brandId: string, lang: string) => mutationOptions({ mutationFn: (form: Omit<OpsSaveRaceRequest, 'brandId'>) => opsCall('ops/saveRace', { brandId, ...form }, lang) }),
};

/** A mission or race saved: the brand's list is asked again. */
export const missionsChanged = (client: QueryClient, brandId: string) => client.invalidateQueries({ queryKey: missionKeys.all(brandId) });
