export { CatalogueSnapshots } from './CatalogueSnapshots';
export { Catalogue } from './catalogue';
export { gamesRoutes } from './routes';
export { jackpotOf, isJackpotGame } from './jackpot';
export { lotteryDaysJob, lotteryDrawJob } from './lottery/jobs';
export { drawIssue } from './lottery/drawIssue';
export { makeDayIssues } from './lottery/issues';
export { oddsOf, type PrizeMode } from './lottery/odds';
