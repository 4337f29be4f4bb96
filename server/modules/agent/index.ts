export { liveAgentByAffiliateCode } from './affiliateAgent';
export { agentRoutes } from './routes';
export { rollUpTeamDay, rollUpYesterday, teamRollUpJob } from './teamRollUp';
