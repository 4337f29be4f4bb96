export { liveAgentByAffiliateCode, invitationByCode, countSignUp, type Invitation } from './affiliateAgent';
export { agentRoutes, agentsOpenAgents } from './routes';
export { depthInTeam, downlineTransferLimits, isDirectDownline, teamMember } from './team';
export { rollUpTeamDay, rollUpYesterday, teamRollUpJob } from './teamRollUp';
export { houseAnswer, houseOffer } from './contracts/actions';
export { houseContracts } from './contracts/book';
export { contractsInForce, dueSettlements, periodAt, type DueSettlement, type Period } from './contracts/dueSettlements';
export { agentApplications, decideAgentApplication } from './applications';
