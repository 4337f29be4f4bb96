export { referralRoutes, programmeAnswer } from './routes';
export { programmeOf, saveProgramme } from './store';
export { qualifyPending, referralHouse } from './qualify';
export { qualifyJob } from './qualifyJob';
export { decideHeld } from './decide';
export { heldReferrals, referralCounts } from './review';
