export { missionRoutes } from './routes';
export { brandMissions, saveMission, saveRace } from './admin';
export { payEndedRaces, racePrizeJob } from './racePrizeJob';
export { countClaimableMissions } from './service';
