export { missionRoutes } from './routes';
export { brandMissions, saveMission, saveRace } from './admin';
export { payEndedRaces, racePrizeJob } from './racePrizeJob';
export { countClaimableMissions } from './service';
export { missionPeriods, type MissionPeriodOffer } from './service';
