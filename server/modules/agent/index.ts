export { liveAgentByAffiliateCode } from './affiliateAgent';
export { agentRoutes } from './routes';
export { depthInTeam, downlineTransferLimits, isDirectDownline, teamMember } from './team';
