export { liveAgentByAffiliateCode, invitationByCode, countSignUp, type Invitation } from './affiliateAgent';
export { agentRoutes, agentsOpenAgents } from './routes';
