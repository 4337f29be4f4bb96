export { liveAgentByAffiliateCode } from './affiliateAgent';
export { agentRoutes } from './routes';
