export { inboxRoutes, type OtherBadges } from './routes';
export { brandMessages, sendMessage, sendSystemMessage, withdrawMessage, type ContractNews, type JobSender, type SettlementNews } from './messages';
export { deskNews } from './service';
export { publishJob } from './publishJob';
export { UnreadCounts } from './UnreadCounts';
